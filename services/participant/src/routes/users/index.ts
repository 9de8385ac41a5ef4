import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, LOG_IN_REQUIRED, ok, responses } from '@wellness/platform';
import { Promotion, User } from '@wellness/schema';
import { serializeUser } from '../../domain/serializers';
import { UserSchema } from '../../schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/me',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: { tags: ['users'], response: responses(UserSchema) },
    },
    async (request) => {
      const user = await fastify.db.getRepository(User).findOneBy({ id: request.user!.id });
      if (!user) throw new HttpError(401, LOG_IN_REQUIRED);
      const promotion = await fastify.db
        .getRepository(Promotion)
        .findOneByOrFail({ id: user.promotion_id });
      return ok(serializeUser(user, promotion));
    },
  );
};
