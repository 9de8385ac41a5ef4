import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';

export interface RequestPromotion {
  id: number;
  subdomain: string;
  websocket_channel: string;
  /** The day the promotion stops being served to participants (isDisabled); null: never. */
  disabled_on: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The promotion the Host header names; null for an unknown subdomain. */
    promotion: RequestPromotion | null;
  }
  interface FastifyInstance {
    /** How many Host labels the tenancy cache holds now (bounded by its maximum). */
    promotionCache: {
      readonly size: number;
      /**
       * Forgets these subdomains here and in every other replica and service (Redis pub/sub),
       * after a promotion is created or its subdomain or disabled_on changes.
       */
      forget(subdomains: string[]): Promise<void>;
    };
  }
}

export const DEFAULT_PROMOTION_ID = 1;

/** The channel on which services tell each other which Host labels to forget. */
export const tenancyChannel = (prefix: string) => `${prefix}tenancy`;

/**
 * Spec 3 s2 "A promotion disabled on a date earlier than the current date": served only to
 * coordinators or above (platform README "tenancy").
 */
export const isDisabled = (promotion: Pick<RequestPromotion, 'disabled_on'>, today: string) =>
  promotion.disabled_on !== null && promotion.disabled_on < today;
const CACHE_TTL_MS = 30_000;
const COLUMNS =
  "id, subdomain, websocket_channel, DATE_FORMAT(disabled_on, '%Y-%m-%d') AS disabled_on";
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
const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);

export const tenancyPlugin = fp<{ baseDomain: string; cacheMax?: number }>(
  async (fastify, { baseDomain, cacheMax = PROMOTION_CACHE_MAX }) => {
    // Wrapped: the cache keeps objects only, and an unknown label's null is worth keeping.
    const cache = new LRUCache<string, { promotion: RequestPromotion | null }>({
      max: cacheMax,
      ttl: CACHE_TTL_MS,
      fetchMethod: async (key) => {
        const rows: RequestPromotion[] = await fastify.db.query(
          key === ''
            ? `SELECT ${COLUMNS} FROM promotions WHERE id = ?`
            : `SELECT ${COLUMNS} FROM promotions WHERE subdomain = ?`,
          [key === '' ? DEFAULT_PROMOTION_ID : key],
        );
        return { promotion: rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null };
      },
    });

    // A new promotion's subdomain may be remembered as unknown, a renamed one as its old
    // promotion: whoever changes one says so, and every replica forgets the label.
    const channel = tenancyChannel(fastify.config.redisPrefix);
    const subscriber = fastify.redis.duplicate();
    subscriber.on('error', (error) => fastify.log.warn({ err: error }, 'tenancy subscriber error'));
    // Messages sent while the subscription was lost (Redis restarting) never arrive: forget
    // every label once it is back.
    let subscribedBefore = false;
    subscriber.on('ready', () => {
      if (subscribedBefore) cache.clear();
      subscribedBefore = true;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        for (const label of JSON.parse(message) as string[]) cache.delete(label);
      } catch (error) {
        fastify.log.warn({ err: error }, 'tenancy message not understood');
      }
    });
    await subscriber.subscribe(channel);
    fastify.addHook('onClose', async () => {
      await subscriber.quit();
    });

    fastify.decorate('promotionCache', {
      get size() {
        return cache.size;
      },
      async forget(subdomains: string[]) {
        for (const label of subdomains) cache.delete(label);
        await fastify.redis.publish(channel, JSON.stringify(subdomains));
      },
    });
    fastify.decorateRequest('promotion', null);
    fastify.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      // The probes answer for the process itself, never through a promotion lookup: /healthz
      // stays up and /readyz says which backend is down while MySQL is away.
      if (HEALTH_ROUTES.has(request.routeOptions.url ?? '')) return done();
      const label = subdomainOf(request.headers.host, baseDomain) ?? '';
      // A cached answer needs no promise: this runs before every request of every service.
      const cached = cache.get(label);
      if (cached) {
        request.promotion = cached.promotion;
        return done();
      }
      // A label forgotten while its query runs aborts that fetch: ask again, afresh.
      cache
        .fetch(label)
        .catch(() => cache.fetch(label))
        .then((hit) => {
          request.promotion = hit?.promotion ?? null;
          done();
        }, done);
    });
  },
  { name: 'wellness-tenancy', dependencies: ['wellness-backends'] },
);
