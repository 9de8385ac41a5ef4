import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProcessAlive as alive, waitFor } from '@wellness/platform/testing';

const PRELOAD = pathToFileURL(path.join(__dirname, 'exit-with-parent.mjs')).href;

// A parent that starts a long-running child as worker-process.ts starts the worker (the preload
// and an IPC channel), prints the child's pid once the child has started, then waits to be
// killed.
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(
  process.execPath,
  ['--import', ${JSON.stringify(PRELOAD)}, '-e', "process.send('started'); setInterval(() => {}, 1000)"],
  { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
);
child.once('message', () => console.log(child.pid));
setInterval(() => {}, 1000);
`;

let childPid = 0;
// Should the test fail, the child it started does not outlive it.
afterEach(() => {
  if (childPid && alive(childPid)) process.kill(childPid, 'SIGKILL');
});

test('a worker started for a test ends when the process that started it is killed', async () => {
  const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
  let printed = '';
  parent.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  childPid = Number(await waitFor("the child's pid", () => printed.trim()));
  expect(alive(childPid)).toBe(true);

  parent.kill('SIGKILL');
  await waitFor('the child to end with its parent', () => !alive(childPid));
});
