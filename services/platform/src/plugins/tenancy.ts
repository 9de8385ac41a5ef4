import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

export interface RequestPromotion {
  id: number;
  subdomain: string;
  websocket_channel: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The promotion the Host header names; null for an unknown subdomain. */
    promotion: RequestPromotion | null;
  }
}

export const DEFAULT_PROMOTION_ID = 1;
const CACHE_MS = 30_000;

/**
 * The subdomain of a Host under the base domain (`demo.localhost:8080` -> `demo`), or null
 * for the base domain itself, a bare name or an address: those reach the default promotion.
 */
export function subdomainOf(host: string | undefined, baseDomain: string): string | null {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!hostname.endsWith(`.${baseDomain}`)) return null;
  const rest = hostname.slice(0, -(baseDomain.length + 1));
  const label = rest.split('.').pop() ?? '';
  return /^[a-z0-9-]{1,63}$/.test(label) ? label : null;
}

/** Resolves `request.promotion` from the Host header the edge keeps. */
export const tenancyPlugin = fp<{ baseDomain: string }>(
  async (fastify, { baseDomain }) => {
    const cache = new Map<string, { value: RequestPromotion | null; expires: number }>();

    async function lookup(subdomain: string | null): Promise<RequestPromotion | null> {
      const key = subdomain ?? '';
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const rows: RequestPromotion[] = await fastify.db.query(
        subdomain === null
          ? 'SELECT id, subdomain, websocket_channel FROM promotions WHERE id = ?'
          : 'SELECT id, subdomain, websocket_channel FROM promotions WHERE subdomain = ?',
        [subdomain ?? DEFAULT_PROMOTION_ID],
      );
      const value = rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
      cache.set(key, { value, expires: Date.now() + CACHE_MS });
      return value;
    }

    fastify.decorateRequest('promotion', null);
    fastify.addHook('onRequest', async (request: FastifyRequest) => {
      request.promotion = await lookup(subdomainOf(request.headers.host, baseDomain));
    });
  },
  { name: 'wellness-tenancy', dependencies: ['wellness-backends'] },
);
