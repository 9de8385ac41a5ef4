import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash, verify } from 'argon2';
import {
  ACCOUNT_LOCKED,
  HttpError,
  clearFailedLogins,
  limitAttempts,
  ok,
  recordFailedLogin,
  responses,
} from '@wellness/platform';
import { Promotion, User } from '@wellness/schema';
import { serializeUser } from '../../domain/users';
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
      config: { access: { allow: 'anonymous', scope: 'none' } },
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
        ? await fastify.db.getRepository(User).findOneBy({ promotion_id: promotion.id, email })
        : null;
      // Refused whatever the password, so that a locked account never confirms a guess.
      if (user?.locked_at) throw new HttpError(401, ACCOUNT_LOCKED);
      const valid = await verify(user?.password_hash ?? (await decoyHash), password);
      if (!user) throw new HttpError(401, INVALID_LOGIN);
      if (!valid) {
        const locked = await recordFailedLogin(fastify, user);
        throw new HttpError(401, locked ? ACCOUNT_LOCKED : INVALID_LOGIN);
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
      return ok(serializeUser(user, home));
    },
  );

  fastify.delete(
    '/authenticate',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: { tags: ['session'], response: responses(Type.Null()) },
    },
    async (_request, reply) => {
      await reply.endSession();
      return ok(null);
    },
  );
};
