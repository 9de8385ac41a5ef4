import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, IdParam, notFound, ok, responses } from '@wellness/platform';
import { CANNOT_DELETE_SELF, deleteUserData } from '../../dashboard/delete-user';
import {
  CANNOT_IMPERSONATE_SELF,
  grantImpersonation,
  redeemImpersonation,
} from '../../dashboard/impersonation';
import { managedUser } from '../../dashboard/managed-user';
import { promotionOrigin } from '../../dashboard/promotions';

const staff = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

/** The users table's row actions: delete and impersonate (README "Deleting and impersonating"). */
export const dashboardUserRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/users/:id',
    {
      config: staff,
      schema: {
        tags: ['users'],
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const target = await managedUser(
        fastify.db,
        request.user!,
        request.params.id,
        CANNOT_DELETE_SELF,
      );
      await deleteUserData(fastify.db, target.id);
      await fastify.sessions.destroyAllForUser(target.id);
      request.log.info({ user_id: target.id, deleted_by: request.user!.id }, 'user deleted');
      return ok({ id: target.id });
    },
  );

  fastify.post(
    '/users/impersonate',
    {
      config: staff,
      schema: {
        tags: ['users'],
        body: Type.Object({ impersonate_id: IdParam }, { additionalProperties: false }),
        response: responses(Type.Object({ url: Type.String() })),
      },
    },
    async (request) => {
      const caller = request.user!;
      const target = await managedUser(
        fastify.db,
        caller,
        request.body.impersonate_id,
        CANNOT_IMPERSONATE_SELF,
      );
      const token = await grantImpersonation(fastify.redis, fastify.config.redisPrefix, {
        user_id: target.id,
        promotion_id: target.promotion_id,
        impersonated_by: caller.id,
      });
      const origin = promotionOrigin(target.subdomain, fastify.config.baseDomain, request);
      return ok({ url: `${origin}/api/impersonation/${token}` });
    },
  );

  /** Opens the impersonated user's session on their promotion's host, then goes home. */
  fastify.get(
    '/impersonation/:token',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['users'],
        params: Type.Object(
          { token: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
          { additionalProperties: false },
        ),
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const grant = await redeemImpersonation(
        fastify.redis,
        fastify.config.redisPrefix,
        request.params.token,
      );
      // A grant works only on its own promotion's host: the session cookie belongs there.
      if (!grant || grant.promotion_id !== request.promotion?.id) throw notFound('Impersonation');
      const [user] = await fastify.db.query(
        'SELECT id, role FROM users WHERE id = ? AND promotion_id = ?',
        [grant.user_id, grant.promotion_id],
      );
      if (!user) throw notFound('User');
      await reply.startSession({
        user_id: Number(user.id),
        promotion_id: grant.promotion_id,
        role: user.role,
        stay_logged_in: false,
      });
      request.log.info(
        { user_id: grant.user_id, impersonated_by: grant.impersonated_by },
        'impersonation started',
      );
      return reply.redirect('/', 302);
    },
  );
};
