import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Role } from '@wellness/schema';
import type { AccessPolicy } from '../access';
import { COORDINATOR_OR_ABOVE } from '../access';
import { currentDate } from '../competitions';
import { HttpError } from '../errors';
import { isLocalHost } from '../local-host';
import { canManagePromotion } from '../managed-promotions';
import { SESSION_COOKIE } from '../session';
import { isDisabled } from './tenancy';
import type { SessionRecord } from '../session';

export interface SessionUser {
  id: number;
  promotion_id: number;
  role: SessionRecord['role'];
  session_id: string;
  /** Set when a staff member is impersonating this user: their id. */
  impersonated_by: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, verified against the session record in Redis; null if anonymous. */
    user: SessionUser | null;
    /**
     * What the route's `alongsideSession` read returned (started with the session read), or
     * null. It was read before the caller was known: use it only for `request.user`, once the
     * access policy has passed (the handler runs after), and check that it is theirs.
     */
    alongsideSession: Promise<unknown> | null;
  }
  interface FastifyContextConfig {
    /**
     * A Redis read the handler needs for the session's user (e.g. their standing on a board,
     * found from the session key inside a Lua script), started in the same tick as the session
     * read so that both leave in one socket write (auto-pipelining) and the request waits on
     * Redis once. Given the session's Redis key; only called when a session cookie came.
     */
    alongsideSession?: (request: FastifyRequest, sessionKey: string) => Promise<unknown>;
  }
  interface FastifyReply {
    startSession(record: Omit<SessionRecord, 'created_at'>): Promise<void>;
    /** Points the session cookie at an existing session (the end of an impersonation). */
    resumeSession(id: string, record: SessionRecord): void;
    endSession(): Promise<void>;
  }
}

export const LOG_IN_REQUIRED = 'Log In Required';

/** Reads the session cookie, then enforces the route's declared access policy. */
export const authPlugin = fp(
  async (fastify) => {
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('alongsideSession', null);

    const setSessionCookie = (reply: FastifyReply, id: string, stayLoggedIn: boolean) =>
      reply.setCookie(SESSION_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: !isLocalHost(reply.request.host),
        maxAge: stayLoggedIn ? fastify.sessions.ttlFor(true) : undefined,
      });

    fastify.decorateReply('startSession', async function (this: FastifyReply, record) {
      setSessionCookie(this, await fastify.sessions.create(record), record.stay_logged_in);
    });

    fastify.decorateReply('resumeSession', function (this: FastifyReply, id, record) {
      setSessionCookie(this, id, record.stay_logged_in);
    });

    fastify.decorateReply('endSession', async function (this: FastifyReply) {
      const id = this.request.cookies[SESSION_COOKIE];
      if (id) await fastify.sessions.destroy(id);
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    fastify.addHook('onRequest', async (request) => {
      const id = request.cookies[SESSION_COOKIE];
      const alongside = request.routeOptions.config.alongsideSession;
      const key = alongside && fastify.sessions.keyOf(id);
      if (alongside && key) {
        const read = alongside(request, key);
        // Awaited by the handler, if one runs: a refused request leaves it unread.
        read.catch(() => undefined);
        request.alongsideSession = read;
      }
      const record = await fastify.sessions.read(id);
      if (!record || !id) return;
      // A session belongs to its promotion's host; only masters work across promotions.
      if (record.role !== 'Master' && record.promotion_id !== request.promotion?.id) return;
      request.user = {
        id: record.user_id,
        promotion_id: record.promotion_id,
        role: record.role,
        session_id: id,
        impersonated_by: record.impersonated_by ?? null,
      };
    });

    fastify.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return; // platform routes (health, docs) and 404s
      refuseDisabledPromotion(request);
      enforce(access, request);
      if (access.scope === 'managed') await enforceManaged(fastify.db, request);
    });
  },
  { name: 'wellness-auth', dependencies: ['wellness-backends', 'wellness-tenancy'] },
);

/** Spec 3 s2: the answer of a disabled promotion to anyone below coordinator. */
export const PROMOTION_DISABLED = 'This promotion is no longer available.';

/**
 * Routes a disabled promotion still answers to everyone: what the client needs to send them
 * to the product page, and signing in and out (sign-in refuses those below coordinator).
 */
const OPEN_WHEN_DISABLED = new Set([
  'GET /api/promotions/current',
  'GET /api/users/me',
  'POST /api/authenticate',
  'DELETE /api/authenticate',
]);

/** Whether this role may still reach a disabled promotion (spec 3 s2 "coordinator or above"). */
export const mayUseDisabledPromotion = (role: Role | null | undefined) =>
  !!role && COORDINATOR_OR_ABOVE.includes(role);

/**
 * Spec 3 s2 "A promotion disabled on a date earlier than the current date is reachable only by
 * a launchpad viewer who is coordinator or above; others are redirected": every other caller
 * gets 403 from every route of its host but the few above.
 */
function refuseDisabledPromotion(request: FastifyRequest) {
  const promotion = request.promotion;
  if (!promotion || !isDisabled(promotion, currentDate())) return;
  if (mayUseDisabledPromotion(request.user?.role)) return;
  if (OPEN_WHEN_DISABLED.has(`${request.method} ${request.routeOptions.url}`)) return;
  throw new HttpError(403, PROMOTION_DISABLED);
}

async function enforceManaged(db: DataSource, request: FastifyRequest) {
  const params = request.params as Record<string, string | undefined>;
  const promotionId = params.promotion_id ?? params.promotionId;
  if (promotionId === undefined || !request.user) return;
  if (!(await canManagePromotion(db, request.user, Number(promotionId)))) {
    throw new HttpError(404, 'Promotion could not be found');
  }
}

function enforce(access: AccessPolicy, request: FastifyRequest) {
  if (access.allow === 'anonymous') return;
  const user = request.user;
  if (!user) throw new HttpError(401, LOG_IN_REQUIRED);
  if (access.allow !== 'signed-in' && !access.allow.includes(user.role)) {
    throw new HttpError(403, 'You are not allowed to do that.');
  }
  if (access.scope === 'promotion' || access.scope === 'own') {
    const params = request.params as Record<string, string | undefined>;
    const promotionId = params.promotion_id ?? params.promotionId;
    if (promotionId !== undefined && Number(promotionId) !== user.promotion_id) {
      throw new HttpError(404, 'Promotion could not be found');
    }
  }
}
