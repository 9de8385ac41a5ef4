import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
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
  interface FastifyInstance {
    /** How many Host labels the tenancy cache holds now (bounded by its maximum). */
    promotionCache: { readonly size: number };
  }
}

export const DEFAULT_PROMOTION_ID = 1;
const CACHE_TTL_MS = 30_000;
/**
 * Host labels remembered at once. Any client can send any label, so the cache is bounded;
 * promotions are far fewer than this, so real ones stay cached.
 */
export const PROMOTION_CACHE_MAX = 1_000;

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

/**
 * Resolves `request.promotion` from the Host header the edge keeps. Answers are cached per
 * label for 30 s, unknown labels too (negatively), and concurrent requests for one label
 * share one query.
 */
export const tenancyPlugin = fp<{ baseDomain: string; cacheMax?: number }>(
  async (fastify, { baseDomain, cacheMax = PROMOTION_CACHE_MAX }) => {
    // Wrapped: the cache keeps objects only, and an unknown label's null is worth keeping.
    const cache = new LRUCache<string, { promotion: RequestPromotion | null }>({
      max: cacheMax,
      ttl: CACHE_TTL_MS,
      fetchMethod: async (key) => {
        const rows: RequestPromotion[] = await fastify.db.query(
          key === ''
            ? 'SELECT id, subdomain, websocket_channel FROM promotions WHERE id = ?'
            : 'SELECT id, subdomain, websocket_channel FROM promotions WHERE subdomain = ?',
          [key === '' ? DEFAULT_PROMOTION_ID : key],
        );
        return { promotion: rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null };
      },
    });

    fastify.decorate('promotionCache', {
      get size() {
        return cache.size;
      },
    });
    fastify.decorateRequest('promotion', null);
    fastify.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const label = subdomainOf(request.headers.host, baseDomain) ?? '';
      // A cached answer needs no promise: this runs before every request of every service.
      const cached = cache.get(label);
      if (cached) {
        request.promotion = cached.promotion;
        return done();
      }
      cache.fetch(label).then((hit) => {
        request.promotion = hit?.promotion ?? null;
        done();
      }, done);
    });
  },
  { name: 'wellness-tenancy', dependencies: ['wellness-backends'] },
);
