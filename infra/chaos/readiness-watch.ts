import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Polls every URL's /readyz every 100 ms from a small process of its own and prints each
 * change (`<ms since epoch> <index> <1|0>`): the run's own process, busy with hundreds of
 * simulated clients, would otherwise add its own delays to the recovery it measures.
 */
const WATCHER = `
const urls = process.argv.slice(1);
const state = urls.map(() => null);
const poll = async (i) => {
  for (;;) {
    let up = false;
    try {
      const res = await fetch(urls[i], { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      up = res.ok;
    } catch {}
    if (up !== state[i]) {
      state[i] = up;
      process.stdout.write(Date.now() + ' ' + i + ' ' + (up ? 1 : 0) + '\\n');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};
urls.forEach((_, i) => void poll(i));
`;

interface Change {
  at: number;
  up: boolean;
}

/** The readiness history of each URL, as the watcher process saw it. */
export class ReadinessWatch {
  private readonly history: Change[][];
  private readonly child: ChildProcess;

  constructor(private readonly urls: string[]) {
    this.history = urls.map(() => []);
    this.child = spawn(process.execPath, ['-e', WATCHER, ...urls], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      const [at, index, up] = line.split(' ').map(Number);
      this.history[index]?.push({ at, up: up === 1 });
    });
  }

  /**
   * When `url` was ready at or after `since`: at `since` itself if it was ready then (as last
   * seen), else its first return after it; with `afterDown`, only a return after it was seen
   * down from `since` on (a killed process). Undefined while that has not happened yet.
   */
  readyAt(url: string, since: number, { afterDown = false } = {}): number | undefined {
    const changes = this.history[this.urls.indexOf(url)] ?? [];
    const before = changes.filter((change) => change.at <= since).at(-1);
    const after = changes.filter((change) => change.at > since);
    if (!afterDown) {
      if (before?.up) return since;
      return after.find((change) => change.up)?.at;
    }
    const down = after.findIndex((change) => !change.up);
    if (down < 0) return undefined;
    return after.slice(down).find((change) => change.up)?.at;
  }

  stop(): void {
    this.child.kill();
  }
}
