/** The answer while a dependency is away: the edge's own words for a missing service. */
export const SERVICE_UNAVAILABLE = 'Service unavailable';

/** Seconds a client is told to wait before retrying (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/** mysql2 and socket codes of a server that is gone, refusing, restarting or unreachable. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
]);

/** Messages without a code: ioredis while disconnected, mysql2 on a closed connection. */
const UNAVAILABLE_MESSAGES =
  /Connection is closed|Stream isn't writeable|Command timed out|Reached the max retries per request|connection is in closed state|Pool is closed|Connection lost|connect ETIMEDOUT|Query timed out/i;

const UNAVAILABLE_NAMES = new Set(['MaxRetriesPerRequestError', 'BackendTimeoutError']);

interface ErrorLike {
  name?: string;
  code?: string;
  message?: string;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * Whether an error means MySQL or Redis is not answering (down, restarting, cut off), as
 * opposed to a bug: such requests get 503 `{errors}` and may be retried, never a 500.
 * TypeORM wraps the driver's error (`driverError`); some clients chain it as `cause`.
 */
export function isBackendUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { name, code, message, driverError, cause } = error as ErrorLike;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (name && UNAVAILABLE_NAMES.has(name)) return true;
  if (message && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isBackendUnavailable(driverError, depth + 1) || isBackendUnavailable(cause, depth + 1);
}

/** Raised when a backend call outlives its time limit (readiness checks). */
export class BackendTimeoutError extends Error {
  override name = 'BackendTimeoutError';
}

/** Rejects with BackendTimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BackendTimeoutError(`${what} timed out`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
