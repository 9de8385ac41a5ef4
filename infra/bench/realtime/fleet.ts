import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

/** Delivery of one event to a fleet of sockets, measured from the moment it was triggered. */
export interface Delivery {
  name: string;
  sockets: number;
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const CONNECT_BATCH = 100;
const wallClock = () => performance.timeOrigin + performance.now();

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** Connected sockets in this process, opened a batch at a time (the handshakes read sessions). */
export class SocketFleet {
  private constructor(readonly sockets: Socket[]) {}

  /** Socket k connects to `urls[k mod n]`: split evenly over several gateways. */
  static async connect(
    urls: string | readonly string[],
    count: number,
    headersOf: (index: number) => Record<string, string>,
  ): Promise<SocketFleet> {
    const targets = typeof urls === 'string' ? [urls] : urls;
    const sockets: Socket[] = [];
    for (let start = 0; start < count; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, k) => {
        const socket = io(targets[(start + k) % targets.length], {
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          timeout: 60_000,
          extraHeaders: headersOf(start + k),
        });
        sockets.push(socket);
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) =>
            reject(new Error(`socket ${start + k}: ${error.message}`)),
          );
        });
      });
      await Promise.all(batch);
    }
    return new SocketFleet(sockets);
  }

  /** Each socket asks to join a room; every one must be accepted. */
  async join(event: string, idOf: (index: number) => string | number): Promise<void> {
    for (let start = 0; start < this.sockets.length; start += CONNECT_BATCH) {
      const acks = this.sockets
        .slice(start, start + CONNECT_BATCH)
        .map((socket, k) => socket.timeout(60_000).emitWithAck(event, idOf(start + k)));
      const refused = (await Promise.all(acks)).filter((ack: { ok: boolean }) => !ack.ok);
      if (refused.length)
        throw new Error(
          `${refused.length} sockets refused ${event}: ${JSON.stringify(refused[0])}`,
        );
    }
  }

  /**
   * Listens for `event` (the first one `matches`) on every socket, calls `trigger`, and waits
   * until every socket has it or `timeoutMs` passes. Each delivery counts once per socket.
   */
  async measure(
    name: string,
    event: string,
    matches: (payload: unknown) => boolean,
    trigger: () => Promise<void>,
    timeoutMs = 30_000,
  ): Promise<Delivery> {
    const received: number[] = [];
    let startedAt = 0;
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    const handlers = this.sockets.map((socket) => {
      let seen = false;
      const handler = (payload: unknown) => {
        if (seen || !matches(payload)) return;
        seen = true;
        received.push(wallClock() - startedAt);
        if (received.length === this.sockets.length) done();
      };
      socket.on(event, handler);
      return () => socket.off(event, handler);
    });
    startedAt = wallClock();
    await trigger();
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    handlers.forEach((off) => off());
    const sorted = [...received].sort((a, b) => a - b);
    return {
      name,
      sockets: this.sockets.length,
      delivered: received.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? NaN,
    };
  }

  close(): void {
    this.sockets.forEach((socket) => socket.close());
  }
}
