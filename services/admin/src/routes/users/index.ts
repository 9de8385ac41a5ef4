import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, notFound, ok, responses, unlockAccount } from '@wellness/platform';

const UnlockedUserSchema = Type.Object({ id: Type.Integer(), locked: Type.Literal(false) });

export const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Spec 2 section 7 and spec 3: a master unlocks a locked account. */
  fastify.post(
    '/users/:id/unlock',
    {
      config: { access: { allow: ['Master'], scope: 'any' }, limit: 'write' },
      schema: {
        tags: ['users'],
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(UnlockedUserSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await unlockAccount(fastify, id))) throw notFound('User');
      request.log.info({ user_id: id, unlocked_by: request.user?.id }, 'account unlocked');
      return ok({ id, locked: false as const });
    },
  );
};
