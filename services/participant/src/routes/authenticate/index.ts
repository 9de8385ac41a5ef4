import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash, verify } from 'argon2';
import { HttpError, ok, responses } from '@wellness/platform';
import { Promotion, User } from '@wellness/schema';
import { serializeUser } from '../../domain/serializers';
import { UserSchema } from '../../schemas';

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
      const { email, password, stay_logged_in = false } = request.body;
      const user = promotion
        ? await fastify.db
            .getRepository(User)
            .findOneBy({ promotion_id: promotion.id, email: email.trim().toLowerCase() })
        : null;
      const valid = await verify(user?.password_hash ?? (await decoyHash), password);
      if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
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
