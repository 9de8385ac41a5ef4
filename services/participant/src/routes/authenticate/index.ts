import dayjs from 'dayjs';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash, verify } from 'argon2';
import {
  ACCOUNT_LOCKED,
  HttpError,
  PROMOTION_DISABLED,
  clearFailedLogins,
  currentDate,
  isDisabled,
  mayUseDisabledPromotion,
  limitAttempts,
  ok,
  recordFailedLogin,
  responses,
} from '@wellness/platform';
import { Promotion, User } from '@wellness/schema';
import { SSO_ACCOUNT, isSsoAccount, ssoLogoutRedirect } from '../../domain/sso';
import { meOf } from '../../domain/users';
import { UserSchema } from '../schemas';

export const INVALID_LOGIN = 'Invalid email or password.';

const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 255 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    stay_logged_in: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const decoyHash = hash('decoy password that never matches');

export const authenticateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/authenticate',
    {
      // Counted by limitAttempts below, so that a success gives its attempt back.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: { tags: ['session'], body: LoginBody, response: responses(UserSchema) },
    },
    async (request, reply) => {
      const promotion = request.promotion;
      const { password, stay_logged_in = false } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const attempt = await limitAttempts(
        request,
        reply,
        'login',
        `${promotion?.id ?? 'none'}:${email}`,
      );
      const user = promotion
        ? await fastify.db
            .getRepository(User)
            .createQueryBuilder('user')
            .addSelect('user.password_hash')
            .where('user.promotion_id = :promotion AND user.email = :email', {
              promotion: promotion.id,
              email,
            })
            .getOne()
        : null;
      const valid = await verify(user?.password_hash ?? (await decoyHash), password);
      // A wrong password answers as an unknown e-mail does, on a locked account and at the
      // failure that locks it too: only the right password learns of a lock.
      if (!user || !valid) {
        if (user && !user.locked_at) await recordFailedLogin(fastify, user);
        throw new HttpError(401, INVALID_LOGIN);
      }
      if (user.locked_at) throw new HttpError(401, ACCOUNT_LOCKED);
      // An SSO account signs in through its provider only (services/participant README).
      if (await isSsoAccount(fastify.db, user.id)) throw new HttpError(403, SSO_ACCOUNT);
      // Spec 3 s2: a disabled promotion is for coordinators or above (platform README).
      if (
        promotion &&
        isDisabled(promotion, currentDate()) &&
        !mayUseDisabledPromotion(user.role)
      ) {
        throw new HttpError(403, PROMOTION_DISABLED);
      }
      await attempt.succeeded();
      await clearFailedLogins(fastify, user);
      if (user.stay_logged_in !== stay_logged_in) {
        await fastify.db.getRepository(User).update(user.id, { stay_logged_in });
        user.stay_logged_in = stay_logged_in;
      }
      await reply.startSession({
        user_id: user.id,
        promotion_id: user.promotion_id,
        role: user.role,
        stay_logged_in,
      });
      const home = await fastify.db
        .getRepository(Promotion)
        .findOneByOrFail({ id: user.promotion_id });
      return ok(await meOf(fastify.db, user, home, dayjs().format('YYYY-MM-DD')));
    },
  );

  fastify.delete(
    '/authenticate',
    {
      // Not limited: signing out must always work.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'none' },
      schema: {
        tags: ['session'],
        response: responses(
          Type.Null(),
          Type.Object({ sso_redirect: Type.Optional(Type.String()) }),
        ),
      },
    },
    async (request, reply) => {
      // An SSO user's logout ends at the organization's page (README "Single sign-on").
      const redirect = request.user ? await ssoLogoutRedirect(fastify.db, request.user.id) : null;
      await reply.endSession();
      return ok(null, redirect ? { sso_redirect: redirect } : {});
    },
  );
};
