import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@wellness/platform';
import type { ApiTarget } from '../scripts/api-client';

export type WriteKind = 'activity' | 'post' | 'message';

/** One write a simulated participant made, identified by its client-generated id. */
export interface Write {
  id: string;
  kind: WriteKind;
  userId: number;
  /** For activities: the day and activity (the entry's unique pair). */
  recordedOn?: string;
  activityId?: number;
  /** Final state: acknowledged (2xx), refused (a 4xx that retrying cannot change), gave up. */
  outcome: 'acknowledged' | 'refused' | 'gave-up';
  status: number;
  attempts: number;
  error?: string;
  acknowledgedAt?: number;
  /** What the server answered (a message's id, to check sockets against). */
  recordId?: number;
}

export interface Answer {
  status: number;
  body: { data?: unknown; errors?: string[] };
}

/** A call through the edge with the session cookie; network failures come back as status 0. */
export function call(
  target: ApiTarget,
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      `${target.origin}${path}`,
      {
        method,
        headers: {
          host: target.host,
          cookie,
          ...(payload
            ? { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE }
            : {}),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Answer['body'] = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = { errors: [text.slice(0, 200)] };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', (error) => resolve({ status: 0, body: { errors: [error.message] } }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, body: { errors: [error.message] } }));
    req.end(payload);
  });
}

/** Statuses a client retries with the same key: nothing answered, the service away, busy. */
const RETRIED = new Set([0, 409, 429, 500, 502, 503, 504]);

/**
 * A write with a client-generated id used as its Idempotency-Key (and written into its text
 * where it has one), retried with the same key until it is answered for good or `giveUpAt`.
 */
export async function writeOnce(
  target: ApiTarget,
  cookie: string,
  path: string,
  body: (id: string) => unknown,
  write: Omit<Write, 'id' | 'outcome' | 'status' | 'attempts'>,
  giveUpAt: number,
): Promise<Write> {
  const id = randomUUID();
  const record: Write = { ...write, id, outcome: 'gave-up', status: 0, attempts: 0 };
  for (;;) {
    record.attempts += 1;
    const answer = await call(target, cookie, 'POST', path, { body: body(id), idempotencyKey: id });
    record.status = answer.status;
    if (answer.status >= 200 && answer.status < 300) {
      record.outcome = 'acknowledged';
      record.acknowledgedAt = Date.now();
      const data = answer.body.data as { id?: number } | undefined;
      record.recordId = data?.id;
      return record;
    }
    record.error = answer.body.errors?.join(' ');
    if (!RETRIED.has(answer.status)) {
      record.outcome = 'refused';
      return record;
    }
    if (Date.now() > giveUpAt) return record;
    // Backoff with jitter: clients turned away together do not all come back together.
    await sleep(Math.min(3000, 250 * 2 ** Math.min(record.attempts, 4)) * (0.5 + Math.random()));
  }
}

/** The tag a post or message carries in its text: the write's id, findable in MySQL. */
export const tagged = (id: string, text: string) => `[chaos:${id}] ${text}`;
export const TAG_PATTERN = /^\[chaos:([0-9a-f-]{36})\]/;
