import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isProcessAlive, waitFor } from '@wellness/platform/testing';
import { spawnChild } from './child-process';
import { REPO_ROOT } from './stack';

const FIXTURE = path.join(__dirname, 'testing', 'stop-signals-fixture.ts');

interface FixtureOptions {
  command?: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** The fixture, or (options) another command that runs it. */
function startFixture({
  command = process.execPath,
  args = ['--import', 'tsx', FIXTURE],
  cwd = REPO_ROOT,
  env = {},
}: FixtureOptions = {}) {
  const lines: string[] = [];
  const child = spawnChild({
    name: 'fixture',
    command,
    args,
    cwd,
    env: { ...process.env, STOP_MS: '1500', ...env },
    // Each line comes as "fixture | <text>": the text is what the process said.
    output: (line) => lines.push(line.slice(line.indexOf('|') + 2)),
    labelWidth: 0,
  });
  return { child, lines };
}

const said = (lines: string[], text: string) => lines.includes(text);

/** The fixture's process id, from its "pid <n>" line. */
const fixturePid = (lines: string[]) =>
  Number(lines.find((line) => line.startsWith('pid '))?.slice(4));

describe('stopping npm start with signals', () => {
  it('a second SIGTERM while stopping is ignored: the stop runs to its end', async () => {
    const { child, lines } = startFixture();
    await waitFor('the fixture to start', () => said(lines, 'ready'));
    child.process.kill('SIGTERM');
    await waitFor('the stop to begin', () => said(lines, 'SIGTERM: stopping...'));
    child.process.kill('SIGTERM');
    await waitFor('the second signal to be noted', () => said(lines, 'SIGTERM: still stopping...'));

    expect(await child.exited).toBe(0);
    expect(child.process.signalCode).toBeNull();
    expect(said(lines, 'stopped')).toBe(true);
  });

  it('Ctrl-C (SIGINT) stops it the same way', async () => {
    const { child, lines } = startFixture();
    await waitFor('the fixture to start', () => said(lines, 'ready'));
    child.process.kill('SIGINT');
    expect(await child.exited).toBe(0);
    expect(lines.filter((line) => line !== '' && !line.startsWith('pid '))).toEqual([
      'ready',
      'SIGINT: stopping...',
      'stopped',
    ]);
  });

  describe('a SIGTERM to npm itself, as a process manager or `kill <pid of npm>` sends it', () => {
    let dir = '';
    let leftover = 0;
    afterEach(() => {
      if (leftover && isProcessAlive(leftover)) process.kill(leftover, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('reaches the start script, which stops as it does on Ctrl-C', async () => {
      // The repository's own `start` script, run by npm, with the fixture in start.ts's place.
      const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
      const start = (scripts.start as string).replace('infra/scripts/start.ts', FIXTURE);
      dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { start } }));
      const bin = path.join(REPO_ROOT, 'node_modules', '.bin');
      const npm = startFixture({
        command: 'npm',
        args: ['start', '--silent'],
        cwd: dir,
        env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      });
      await waitFor('the fixture to start', () => said(npm.lines, 'ready'));
      leftover = fixturePid(npm.lines);

      npm.child.process.kill('SIGTERM');
      await waitFor('the start script to stop', () => said(npm.lines, 'stopped'));
      await npm.child.exited;
      await waitFor('the start script to end', () => !isProcessAlive(leftover));
      expect(said(npm.lines, 'SIGTERM: stopping...')).toBe(true);
    });
  });
});
