import path from 'node:path';
import { waitFor } from '@wellness/platform/testing';
import { spawnChild } from './child-process';
import { REPO_ROOT } from './stack';

const FIXTURE = path.join(__dirname, 'testing', 'stop-signals-fixture.ts');

function startFixture() {
  const lines: string[] = [];
  const child = spawnChild({
    name: 'fixture',
    command: process.execPath,
    args: ['--import', 'tsx', FIXTURE],
    cwd: REPO_ROOT,
    env: { ...process.env, STOP_MS: '1500' },
    // Each line comes as "fixture | <text>": the text is what the process said.
    output: (line) => lines.push(line.slice(line.indexOf('|') + 2)),
    labelWidth: 0,
  });
  return { child, lines };
}

const said = (lines: string[], text: string) => lines.includes(text);

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
    expect(lines.filter((line) => line !== '')).toEqual([
      'ready',
      'SIGINT: stopping...',
      'stopped',
    ]);
  });
});
