import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Redis key this request reserved with its Idempotency-Key header, if any. */
    idempotencyKey: string | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID =
  'Idempotency-Key must be 1 to 100 letters, digits, dashes, underscores, dots or colons.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please try again.';

/**
 * How long a key stays reserved while its request runs, and how long the answer is kept. A
 * process killed mid-request leaves its key reserved (409) until then, never re-run: the
 * write may have committed, and running it twice is worse than asking to retry later.
 */
const PENDING_SECONDS = 5 * 60;
const ANSWER_SECONDS = 24 * 60 * 60;
const PENDING = 'pending';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StoredAnswer {
  status: number;
  type: string;
  payload: string;
}

function headerKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new HttpError(400, IDEMPOTENCY_KEY_INVALID);
  }
  return value;
}

/**
 * Idempotent retries of writes (services/platform README "Idempotent writes"): a signed-in
 * caller's write with an `Idempotency-Key` header runs once; the same user repeating the same
 * method, URL and key gets the first answer again (with `Idempotent-Replayed: true`) while it
 * is kept, or 409 while the first is still running. Only 2xx answers are kept: after a 4xx
 * the key is released and a retry runs again; after a 5xx it stays reserved until it expires,
 * since the write may have committed first. Keys live in Redis under the prefix.
 */
export const idempotencyPlugin = fp(
  async (fastify) => {
    fastify.decorateRequest('idempotencyKey', null);
    const redis = fastify.redis;

    fastify.addHook('preHandler', async (request, reply) => {
      if (!WRITES.has(request.method) || !request.user) return;
      const key = headerKey(request);
      if (!key) return;
      const redisKey = `${fastify.config.redisPrefix}idempotency:${request.user.id}:${request.method}:${request.url}:${key}`;
      const reserved = await redis.set(redisKey, PENDING, 'EX', PENDING_SECONDS, 'NX');
      if (reserved === 'OK') {
        request.idempotencyKey = redisKey;
        return;
      }
      const stored = await redis.get(redisKey);
      if (!stored || stored === PENDING) throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
      const answer = JSON.parse(stored) as StoredAnswer;
      return reply
        .status(answer.status)
        .header('content-type', answer.type)
        .header('idempotent-replayed', 'true')
        .send(answer.payload);
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const redisKey = request.idempotencyKey;
      if (!redisKey) return payload;
      request.idempotencyKey = null;
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
          const answer: StoredAnswer = {
            status: reply.statusCode,
            type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            payload,
          };
          await redis.set(redisKey, JSON.stringify(answer), 'EX', ANSWER_SECONDS);
        } else if (reply.statusCode < 500) {
          // Refused (4xx): nothing was written, the retry may run again.
          await redis.del(redisKey);
        }
        // A 5xx (MySQL or Redis away mid-request) may come after a commit: the key stays
        // reserved (409 to a retry) rather than risk running the write twice.
      } catch (error) {
        // The answer still goes out; a retry meets the reserved key (409) until it expires.
        request.log.warn({ err: error }, 'idempotency key not recorded');
      }
      return payload;
    });
  },
  { name: 'wellness-idempotency', dependencies: ['wellness-backends', 'wellness-auth'] },
);
