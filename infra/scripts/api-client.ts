import { request } from 'node:http';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, SESSION_COOKIE } from '@wellness/platform';

/** Where calls go: the edge's address, and the Host header that names the promotion. */
export interface ApiTarget {
  origin: string;
  host: string;
}

export interface ApiResponse<T> {
  status: number;
  body: { data?: T; meta?: Record<string, unknown>; errors?: string[] };
  setCookie: string[];
}

/**
 * One call to a promotion through the edge. node:http rather than fetch: fetch drops a custom
 * Host header, and the Host header is what names the promotion.
 */
export function callApi<T>(
  target: ApiTarget,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${target.origin}${path}`,
      {
        method,
        headers: {
          host: target.host,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE }
            : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            setCookie: res.headers['set-cookie'] ?? [],
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Session {
  email: string;
  /** The Cookie header value: `wellness_session=<id>`. */
  cookie: string;
  userId: number;
  promotionId: number;
}

/** Signs in to the target's promotion; fails with the server's message. */
export async function logIn(target: ApiTarget, email: string, password: string): Promise<Session> {
  const response = await callApi<{ id: number; promotion_id: number }>(
    target,
    'POST',
    '/api/authenticate',
    { body: { email, password, stay_logged_in: false } },
  );
  const cookie = response.setCookie
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie || !response.body.data) {
    const reason = response.body.errors?.join(' ') ?? '';
    throw new Error(`Logging in as ${email} gave ${response.status} ${reason}`.trim());
  }
  return {
    email,
    cookie,
    userId: response.body.data.id,
    promotionId: response.body.data.promotion_id,
  };
}

/** Signs in many accounts, a few at a time: each login is an argon2 verification. */
export async function logInAll(
  target: ApiTarget,
  emails: string[],
  password: string,
  concurrency = 4,
): Promise<Session[]> {
  const sessions: Session[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      sessions[index] = await logIn(target, emails[index], password);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, emails.length) }, worker));
  return sessions;
}
