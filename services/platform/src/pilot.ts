import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { isLocalHost } from './local-host';

/** Spec 3 s7 "Pilot password": the cookie's name, and its life (s9: one day). */
export const PILOT_COOKIE = 'pilotPassword';
export const PILOT_COOKIE_SECONDS = 24 * 60 * 60;
/** Spec 3 s5 / s8. */
export const INCORRECT_PILOT_PASSWORD = 'Incorrect Pilot Password.';

/**
 * Content a guest sees only once the promotion has launched or with a pilot cookie: the welcome
 * page's own categories, and tips (spec 3 s2 "Other": guests reach the tips pages, but before
 * launch only welcome, support, contact, faqs, terms and privacy). 404, privacy, terms, faqs and
 * unsubscribe stay public before launch.
 */
export const PILOT_GATED_CATEGORIES = [
  'welcome',
  'welcome_overlay',
  'countdown',
  'registration_content',
  'eligibility',
  'tips',
] as const;

/** Where Redis keeps a granted pilot token (its SHA-256, never the token). */
export const pilotAccessKey = (redisPrefix: string, promotionId: number, token: string) =>
  `${redisPrefix}pilot:${promotionId}:${createHash('sha256').update(token).digest('base64url')}`;

const keyOf = (fastify: FastifyInstance, promotionId: number, token: string) =>
  pilotAccessKey(fastify.config.redisPrefix, promotionId, token);

/** Launched when the launch date (else the start date) is today or earlier. */
export function hasLaunched(
  promotion: { launch_on: string | null; starts_on: string },
  today = localToday(),
): boolean {
  return (promotion.launch_on ?? promotion.starts_on) <= today;
}

/** YYYY-MM-DD of the server's local day (the services' dates are local days, like dayjs()). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * After a correct pilot password: a random token whose hash Redis keeps for one day, in an
 * HttpOnly cookie of that life. Only the server can tell a real cookie from a typed one.
 */
export async function grantPilotAccess(
  fastify: FastifyInstance,
  reply: FastifyReply,
  promotionId: number,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await fastify.redis.set(keyOf(fastify, promotionId, token), '1', 'EX', PILOT_COOKIE_SECONDS);
  reply.setCookie(PILOT_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(reply.request.host),
    maxAge: PILOT_COOKIE_SECONDS,
  });
}

/** True when the request carries a live pilot cookie for the Host's promotion. */
export async function hasPilotAccess(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<boolean> {
  const token = request.cookies[PILOT_COOKIE];
  if (!token || !request.promotion || token.length > 128) return false;
  return (await fastify.redis.exists(keyOf(fastify, request.promotion.id, token))) === 1;
}

/**
 * Spec 3 s2 "Other": before launch a guest reaches only welcome, support, contact, faqs, terms
 * and privacy unless a pilot cookie exists. Signed-in callers pass; guests of a promotion that
 * has not launched need the cookie (403 'Incorrect Pilot Password.').
 */
export async function assertGuestMayEnter(
  fastify: FastifyInstance,
  request: FastifyRequest,
  promotion: { launch_on: string | null; starts_on: string },
): Promise<void> {
  if (request.user || hasLaunched(promotion)) return;
  if (await hasPilotAccess(fastify, request)) return;
  throw new HttpError(403, INCORRECT_PILOT_PASSWORD);
}
