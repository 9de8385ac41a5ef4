import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
  IdParam,
  activitiesChanged,
  createdResponses,
  ok,
  pageWindow,
  responses,
} from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { resellerScope } from '../../domain/organizations';
import {
  createPromotion,
  listAdminPromotions,
  makeParent,
  promotionOrigin,
  showPromotion,
  updatePromotion,
} from '../../domain/promotions';
import type { PromotionInput } from '../../domain/promotions';
import {
  PromotionCreateBody,
  PromotionParams,
  PromotionSchema,
  PromotionSummarySchema,
  PromotionUpdateBody,
} from './schemas';

const tags = ['promotions'];
/**
 * Spec 3 s1 "Master: full administration (promotions, organizations ...)" and "Super user
 * (reseller ...)": a Reseller works on its own organizations' promotions (README "Promotions").
 */
const ADMINS = ['Master', 'Reseller'] as const;
const anyPromotion = { access: { allow: ADMINS, scope: 'any' } } as const;
/** A promotion the caller manages: any for a master, its organizations' for a Reseller. */
const managedPromotion = { access: { allow: ADMINS, scope: 'managed' } } as const;

export const promotionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const shown = async (id: number, request: { protocol: string; host: string }) => {
    const promotion = await showPromotion(fastify.db, id);
    const origin = promotionOrigin(promotion.subdomain, fastify.config.baseDomain, request);
    return { ...promotion, site_url: `${origin}/` } as typeof promotion & { site_url: string };
  };
  /** Every replica and service forgets the Host labels a save changed (platform tenancy). */
  const forget = (...promotions: Array<Pick<Promotion, 'subdomain'>>) =>
    fastify.promotionCache.forget([...new Set(promotions.map((p) => p.subdomain))]);

  /** The promotions list (spec 3: /promotions?org_id&reseller_id; s7 index filters). */
  fastify.get(
    '/promotions',
    {
      config: anyPromotion,
      schema: {
        tags,
        querystring: Type.Object(
          {
            org_id: Type.Optional(IdParam),
            organization_id: Type.Optional(IdParam),
            reseller_id: Type.Optional(IdParam),
            parent_promotion_id: Type.Optional(IdParam),
            is_parent: Type.Optional(Type.Boolean()),
            active: Type.Optional(Type.Boolean()),
            // The master's lists are read whole (spec 3 s7: organizations, resellers page_size 0).
            ...AllPageQuery,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(PromotionSummarySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { page_size = 0, page = 1, ...filters } = request.query;
      const { promotions, total } = await listAdminPromotions(fastify.db, request.user!, {
        organizationId: filters.org_id ?? filters.organization_id,
        resellerId: filters.reseller_id,
        parentPromotionId: filters.parent_promotion_id,
        isParent: filters.is_parent,
        active: filters.active,
        ...pageWindow({ page_size, page }),
      });
      return ok(promotions, { total_records: total });
    },
  );

  fastify.get(
    '/promotions/:promotion_id',
    {
      config: managedPromotion,
      schema: { tags, params: PromotionParams, response: responses(PromotionSchema) },
    },
    async (request) => ok(await shown(request.params.promotion_id, request)),
  );

  fastify.post(
    '/promotions',
    {
      config: { ...anyPromotion, limit: 'write' },
      schema: { tags, body: PromotionCreateBody, response: createdResponses(PromotionSchema) },
    },
    async (request, reply) => {
      const scope = await resellerScope(fastify.db, request.user!);
      const created = await createPromotion(
        fastify.db,
        scope,
        request.body as Parameters<typeof createPromotion>[2],
      );
      await forget(created);
      // Its new activity catalogue: no copy of an older list of this id may serve.
      await activitiesChanged(fastify.redis, fastify.config.redisPrefix, created.id);
      return reply.status(201).send(ok(await shown(created.id, request)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id',
    {
      config: { ...managedPromotion, limit: 'write' },
      schema: {
        tags,
        params: PromotionParams,
        body: PromotionUpdateBody,
        response: responses(PromotionSchema),
      },
    },
    async (request) => {
      const scope = await resellerScope(fastify.db, request.user!);
      const id = request.params.promotion_id;
      const { before, after } = await updatePromotion(
        fastify.db,
        scope,
        id,
        request.body as PromotionInput,
      );
      await forget(before, after);
      return ok(await shown(id, request));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/make_parent',
    {
      config: { ...managedPromotion, limit: 'write' },
      schema: {
        tags,
        params: PromotionParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(PromotionSchema),
      },
    },
    async (request) => {
      await makeParent(fastify.db, request.params.promotion_id);
      return ok(await shown(request.params.promotion_id, request));
    },
  );
};
