import { createHash } from 'node:crypto';

/** How long a replica that refused a connection is passed over before it is tried again. */
export const HOLD_DOWN_MS = 1_000;

/** The replicas of one upstream (a service or the realtime gateway) and which to use next. */
export class Replicas {
  private next = 0;
  /** url -> until when it is passed over (it refused a connection). */
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly name: string,
    readonly urls: readonly string[],
    private readonly holdDownMs = HOLD_DOWN_MS,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error(`${name} has no upstream URL`);
  }

  private isUp = (url: string) => (this.downUntil.get(url) ?? 0) <= this.now();

  /** The replicas up first, in the given order, then those passed over (a last resort). */
  private upFirst(urls: readonly string[]): string[] {
    return [...urls.filter(this.isUp), ...urls.filter((url) => !this.isUp(url))];
  }

  /**
   * The order to try the replicas in for one request: round robin over the replicas up, so
   * successive requests start at successive ones; those passed over come last, as a last
   * resort.
   */
  roundRobin(): string[] {
    const up = this.urls.filter(this.isUp);
    const down = this.urls.filter((url) => !this.isUp(url));
    if (up.length === 0) return down;
    const start = this.next % up.length;
    this.next = (this.next + 1) % 1_000_000;
    return [...up.slice(start), ...up.slice(0, start), ...down];
  }

  /**
   * The order for a client identified by `key` (rendezvous hashing): the same key always
   * starts at the same replica while it is up, and only the keys of a replica that goes down
   * move elsewhere.
   */
  sticky(key: string): string[] {
    const weight = (url: string) =>
      createHash('sha1').update(`${key}\n${url}`).digest().readUInt32BE(0);
    const ranked = [...this.urls].sort((a, b) => weight(b) - weight(a));
    return this.upFirst(ranked);
  }

  /** The replica refused a connection: pass it over for a moment. */
  refused(url: string): void {
    if (this.urls.length > 1) this.downUntil.set(url, this.now() + this.holdDownMs);
  }

  /** The replica answered: it is up. */
  answered(url: string): void {
    this.downUntil.delete(url);
  }
}

/** The codes along an error's chain of causes (reply-from wraps undici's, which wraps net's). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code) codes.push(e.code);
  }
  return codes;
}

/** A connection the upstream refused (nothing listens): the request never reached it. */
export const isRefused = (error: unknown) => codesOf(error).includes('ECONNREFUSED');

/**
 * The connection broke before an answer came (reset, closed: a replica killed while a kept-
 * alive connection to it was idle or in use). Safe to send again only when the request
 * changes nothing.
 */
export const isBrokenConnection = (error: unknown) =>
  codesOf(error).some((code) => ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(code));
