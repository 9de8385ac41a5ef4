import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, responses } from '@wellness/platform';
import {
  SsoSignInError,
  finishSignIn,
  providerOf,
  signInSsoUser,
  ssoSettingsOf,
  startSignIn,
} from '../../domain/sso';
import type { PendingSignIn } from '../../domain/sso';

/** Binds a sign-in to the browser that started it (login CSRF): the `state`, HttpOnly. */
export const SSO_STATE_COOKIE = 'wellness_sso';
/** A sign-in must come back from the provider within this many seconds. */
const PENDING_TTL_SECONDS = 600;
const COOKIE_PATH = '/api/sso';

const pendingKey = (prefix: string, state: string) => `${prefix}sso-pending:${state}`;
/** The welcome page explains each reason (shell README "Single sign-on"). */
const failed = (reason: SsoSignInError['reason']) => `/welcome?sso_error=${reason}`;

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

const LoginQuery = Type.Object(
  // The one hint the product passes on: an impersonation ticket of the organization's provider.
  { login_hint: Type.Optional(Type.String({ pattern: '^impersonate:[A-Za-z0-9_-]{1,64}$' })) },
  { additionalProperties: false },
);

/** What a provider sends back (RFC 6749 s4.1.2, RFC 9207 `iss`): all optional, so any answer gets a page. */
const CallbackQuery = Type.Object(
  {
    code: text(2048),
    state: text(256),
    iss: text(500),
    session_state: text(500),
    error: text(256),
    error_description: text(1000),
    error_uri: text(1000),
  },
  { additionalProperties: false },
);

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Single sign-on (services/participant README "Single sign-on"): OpenID Connect, authorization
 * code with PKCE, against the provider of the Host's promotion's organization. Both routes are
 * browser navigations and answer with redirects, failures included (to the welcome page).
 */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const redis = fastify.redis;
  const prefix = fastify.config.redisPrefix;

  fastify.get(
    '/sso/login',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: { tags: ['session'], querystring: LoginQuery, response: responses(Type.Null()) },
    },
    async (request, reply) => {
      if (!request.promotion) throw notFound('Promotion');
      const settings = await ssoSettingsOf(fastify.db, request.promotion.id);
      // The promotion signs in with a password: its own login form.
      if (!settings) return reply.redirect('/welcome?login=true');
      const redirectUri = `${origin(request)}/api/sso/callback`;
      try {
        const provider = await providerOf(settings);
        const start = await startSignIn(provider, redirectUri, request.query.login_hint);
        const pending: PendingSignIn = {
          promotion_id: request.promotion.id,
          code_verifier: start.codeVerifier,
          nonce: start.nonce,
          redirect_uri: redirectUri,
        };
        await redis.set(
          pendingKey(prefix, start.state),
          JSON.stringify(pending),
          'EX',
          PENDING_TTL_SECONDS,
        );
        reply.setCookie(SSO_STATE_COOKIE, start.state, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: PENDING_TTL_SECONDS,
        });
        return reply.redirect(start.url.href);
      } catch (error) {
        request.log.warn(
          { err: error, organization_id: settings.organization_id },
          'SSO provider unreachable',
        );
        return reply.redirect(failed('provider'));
      }
    },
  );

  fastify.get(
    '/sso/callback',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: { tags: ['session'], querystring: CallbackQuery, response: responses(Type.Null()) },
    },
    async (request, reply) => {
      if (!request.promotion) throw notFound('Promotion');
      const promotionId = request.promotion.id;
      const { state, error } = request.query;
      const cookieState = request.cookies[SSO_STATE_COOKIE];
      reply.clearCookie(SSO_STATE_COOKIE, { path: COOKIE_PATH });
      // The state works once, in the browser that started it, on the promotion it was for.
      const raw = state ? await redis.getdel(pendingKey(prefix, state)) : null;
      const pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
      if (!pending || !state || cookieState !== state || pending.promotion_id !== promotionId) {
        return reply.redirect(failed('state'));
      }
      if (error) return reply.redirect(failed(error === 'access_denied' ? 'denied' : 'provider'));
      const settings = await ssoSettingsOf(fastify.db, promotionId);
      if (!settings) return reply.redirect(failed('provider'));
      let claims: Record<string, unknown>;
      try {
        const callbackUrl = new URL(pending.redirect_uri);
        callbackUrl.search = new URLSearchParams(
          request.query as Record<string, string>,
        ).toString();
        claims = await finishSignIn(await providerOf(settings), callbackUrl, pending, state);
      } catch (problem) {
        request.log.warn({ err: problem, promotion_id: promotionId }, 'SSO code exchange failed');
        return reply.redirect(failed('provider'));
      }
      return openSession(request, reply, promotionId, claims);
    },
  );

  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    promotionId: number,
    claims: Record<string, unknown>,
  ) {
    try {
      const account = await signInSsoUser(fastify, promotionId, claims);
      await reply.startSession({
        user_id: account.id,
        promotion_id: promotionId,
        role: account.role,
        stay_logged_in: false,
      });
      request.log.info({ user_id: account.id, created: account.created }, 'SSO sign-in');
      return reply.redirect('/');
    } catch (problem) {
      if (problem instanceof SsoSignInError) return reply.redirect(failed(problem.reason));
      throw problem;
    }
  }
};
