import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Polls every URL every 100 ms from a small process of its own and prints each change
 * (`<ms since epoch> <index> <1|0>`): an http URL is up when it answers 2xx (a /readyz), a
 * `tcp://host:port` when it accepts a connection (MariaDB and Redis listen once they serve).
 * The run's own process, busy with hundreds of simulated clients, would otherwise add its
 * own delays to the recovery it measures.
 */
const WATCHER = `
const net = require('node:net');
const urls = process.argv.slice(1);
const state = urls.map(() => null);
const accepts = (url) => new Promise((resolve) => {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setTimeout(2000, () => { socket.destroy(); resolve(false); });
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});
const poll = async (i) => {
  for (;;) {
    let up = false;
    try {
      if (urls[i].startsWith('tcp:')) up = await accepts(urls[i]);
      else {
        const res = await fetch(urls[i], { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        up = res.ok;
      }
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
