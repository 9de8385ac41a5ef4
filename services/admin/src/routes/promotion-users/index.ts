import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardWriter, createdResponses, ok, responses } from '@wellness/platform';
import {
  assignPromotions,
  assignablePromotions,
  createPromotionUser,
  showPromotionUser,
  updatePromotionUser,
} from '../../domain/promotion-users';
import { grantableRoles } from '../../domain/users';
import {
  AssignablePromotionsSchema,
  AssignmentBody,
  PromotionParams,
  PromotionUserBody,
  PromotionUserParams,
  PromotionUserSchema,
  RolesSchema,
} from './schemas';

const tags = ['users'];
/**
 * The master's promotion screens (spec 3 s2 /promotion/{id}/user, /users): a Master on any
 * promotion, a Reseller on its organizations' promotions (README "A promotion's users").
 */
const admins = { access: { allow: ['Master', 'Reseller'], scope: 'managed' } } as const;

export const promotionUserRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/grantable_roles',
    { config: admins, schema: { tags, params: PromotionParams, response: responses(RolesSchema) } },
    async (request) => ok(grantableRoles(request.user!.role)),
  );

  fastify.get(
    '/promotions/:promotion_id/users/:id',
    {
      config: admins,
      schema: { tags, params: PromotionUserParams, response: responses(PromotionUserSchema) },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(await showPromotionUser(fastify.db, request.user!, promotion_id, id));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/users',
    {
      config: { ...admins, limit: 'write' },
      schema: {
        tags,
        params: PromotionParams,
        body: PromotionUserBody,
        response: createdResponses(PromotionUserSchema),
      },
    },
    async (request, reply) => {
      const user = await createPromotionUser(
        fastify.db,
        request.user!,
        request.params.promotion_id,
        request.body,
        boardWriter(fastify),
      );
      request.log.info({ user_id: user.id, created_by: request.user!.id }, 'user added');
      return reply.status(201).send(ok(user));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/users/:id',
    {
      config: { ...admins, limit: 'write' },
      schema: {
        tags,
        params: PromotionUserParams,
        body: PromotionUserBody,
        response: responses(PromotionUserSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      const { user, role_changed } = await updatePromotionUser(
        fastify.db,
        request.user!,
        promotion_id,
        id,
        request.body,
        boardWriter(fastify),
      );
      // The session carries the role: the next sign-in opens the new role's screens.
      if (role_changed) await fastify.sessions.destroyAllForUser(id);
      return ok(user);
    },
  );

  fastify.get(
    '/promotions/:promotion_id/users/:id/super_coordinator_promotions',
    {
      config: admins,
      schema: {
        tags,
        params: PromotionUserParams,
        response: responses(AssignablePromotionsSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(await assignablePromotions(fastify.db, promotion_id, id));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/users/:id/super_coordinator_promotions',
    {
      config: { ...admins, limit: 'write' },
      schema: {
        tags,
        params: PromotionUserParams,
        body: AssignmentBody,
        response: responses(AssignablePromotionsSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      const promotions = await assignPromotions(
        fastify.db,
        promotion_id,
        id,
        request.body.promotion_ids,
      );
      request.log.info(
        { user_id: id, assigned_by: request.user!.id },
        'super coordinator promotions set',
      );
      return ok(promotions);
    },
  );
};
