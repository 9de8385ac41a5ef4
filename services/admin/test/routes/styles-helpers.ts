import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { clientHeaders, signIn } from '@wellness/platform/testing';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A one-colour picture of the given size and format, as sharp writes it. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** A multipart/form-data body as a browser's FormData sends it. */
export function form(
  fields: Record<string, string>,
  files: Array<{ filename: string; data: Buffer; name?: string }> = [],
) {
  const boundary = '----stylesTestBoundary9d1';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HOSTS: Record<string, string | undefined> = { 'master@wellness.test': 'localhost:8080' };

/** Calls the service as a seeded account (null: signed out). */
export function caller(server: FastifyInstance) {
  const sessions = new Map<string, string>();
  const session = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await signIn(server, email, HOSTS[email]));
    return sessions.get(email)!;
  };
  return async (
    email: string | null,
    method: Method,
    url: string,
    body?: unknown | ReturnType<typeof form>,
  ) => {
    const host = email ? HOSTS[email] : undefined;
    const headers = clientHeaders(email ? await session(email) : undefined, host);
    if (body && typeof body === 'object' && 'payload' in body && Buffer.isBuffer(body.payload)) {
      const multipart = body as ReturnType<typeof form>;
      return server.inject({
        method,
        url,
        headers: { ...headers, ...multipart.headers },
        payload: multipart.payload,
      });
    }
    return server.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  };
}

export const MASTER = 'master@demo.test';
