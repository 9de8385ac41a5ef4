import { setTimeout as sleep } from 'node:timers/promises';
import type { Child } from './child-process';

const POLL_MS = 250;

/** Whether `url` answers 2xx within 2 s. */
export async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 200; fails if the process ends first or time runs out. */
export async function waitUntilReady(
  child: Child,
  url: string,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  let ended = false;
  void child.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(url))) {
    if (signal?.aborted) throw new Error('Start-up cancelled');
    if (ended) throw new Error(`${child.name} exited before it was ready`);
    if (Date.now() > deadline) {
      throw new Error(`${child.name} was not ready at ${url} after ${timeoutMs / 1000} s`);
    }
    await sleep(POLL_MS);
  }
}
