import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

type Redis = FastifyInstance['redis'];

export const CANNOT_IMPERSONATE_SELF = 'You cannot impersonate yourself.';
export const NOT_IMPERSONATING = 'You are not impersonating anyone.';
/** The shell's page that redeems a token carried in its URL's fragment. */
export const IMPERSONATE_PAGE = '/impersonate';
/** A token opens one session within this many seconds. */
const IMPERSONATION_TTL_SECONDS = 60;

interface ImpersonationGrant {
  user_id: number;
  promotion_id: number;
  impersonated_by: number;
}

const keyOf = (prefix: string, token: string) => `${prefix}impersonation:${token}`;

/** Stores a one-time grant and returns its token (256 random bits). */
export async function grantImpersonation(
  redis: Redis,
  prefix: string,
  grant: ImpersonationGrant,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await redis.set(keyOf(prefix, token), JSON.stringify(grant), 'EX', IMPERSONATION_TTL_SECONDS);
  return token;
}

/** Takes a grant out of Redis: a token works once, whether or not it is then accepted. */
export async function redeemImpersonation(
  redis: Redis,
  prefix: string,
  token: string,
): Promise<ImpersonationGrant | null> {
  const raw = await redis.getdel(keyOf(prefix, token));
  return raw ? (JSON.parse(raw) as ImpersonationGrant) : null;
}
