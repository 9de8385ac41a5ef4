import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, createdResponses, ok, responses } from '@wellness/platform';
import {
  awardCustomBadge,
  badgeOfPromotion,
  badgesOfPromotion,
  createBadge,
  deleteBadge,
  lockedImage,
  serializeBadge,
  setLockedImage,
  updateBadge,
} from '../../domain/badges';
import type { BadgeInput } from '../../domain/badges';
import {
  AdminBadgeSchema,
  AwardBody,
  AwardSchema,
  BadgeBody,
  BadgeListMeta,
  BadgeParams,
  DeletedBadgeSchema,
  LockedImageBody,
  LockedImageSchema,
  PromotionParams,
} from './schemas';

/** Staff of a promotion they manage (own, assigned, any for Master): admin screens are staff's. */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
const writing = { ...managed, limit: 'write' } as const;

/** The schema has checked the category against the eleven (its type is not inferred). */
const asInput = (body: Omit<BadgeInput, 'category'> & { category: unknown }) => body as BadgeInput;

/** Badge administration (go.u.promotion.badges): spec 1 s7 "Badges /promotions/{id}/badges/{id}". */
export const badgeAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/badges',
    {
      config: managed,
      schema: {
        tags: ['badges'],
        params: PromotionParams,
        querystring: Type.Object(
          { page_size: Type.Optional(Type.Literal(0)) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(AdminBadgeSchema), BadgeListMeta),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const badges = await badgesOfPromotion(fastify.db, promotion_id);
      return ok(badges, {
        total_records: badges.length,
        ...(await lockedImage(fastify.db, promotion_id)),
      });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/badges/:id',
    {
      config: managed,
      schema: { tags: ['badges'], params: BadgeParams, response: responses(AdminBadgeSchema) },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(serializeBadge(await badgeOfPromotion(fastify.db, promotion_id, id), promotion_id));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/badges',
    {
      config: writing,
      schema: {
        tags: ['badges'],
        params: PromotionParams,
        body: BadgeBody,
        response: createdResponses(AdminBadgeSchema),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      const badge = await createBadge(fastify.db, promotion_id, asInput(request.body));
      return reply.status(201).send(ok(serializeBadge(badge, promotion_id)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/badges/:id',
    {
      config: writing,
      schema: {
        tags: ['badges'],
        params: BadgeParams,
        body: BadgeBody,
        response: responses(AdminBadgeSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      const badge = await updateBadge(fastify.db, promotion_id, id, asInput(request.body));
      return ok(serializeBadge(badge, promotion_id));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/badges/:id',
    {
      config: writing,
      schema: { tags: ['badges'], params: BadgeParams, response: responses(DeletedBadgeSchema) },
    },
    async (request) =>
      ok(await deleteBadge(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/badges/:id/awards',
    {
      config: writing,
      schema: {
        tags: ['badges'],
        params: BadgeParams,
        body: AwardBody,
        response: responses(AwardSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(
        await awardCustomBadge(fastify.db, fastify.events, promotion_id, id, request.body.user_id),
      );
    },
  );

  fastify.put(
    '/promotions/:promotion_id/badge_locked_image',
    {
      config: writing,
      schema: {
        tags: ['badges'],
        params: PromotionParams,
        body: LockedImageBody,
        response: responses(LockedImageSchema),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      await setLockedImage(fastify.db, promotion_id, request.body.badge_locked_image);
      return ok({ badge_locked_image: request.body.badge_locked_image });
    },
  );
};
