import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllPageQuery, IdParam, ok, pageWindow, responses } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { listPromotions } from '../../domain/promotions';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const PromotionSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subdomain: Type.String(),
  organization_id: Nullable(Type.Integer()),
  weeks: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  registration_starts_on: Nullable(Type.String()),
  registration_ends_on: Nullable(Type.String()),
  launch_on: Nullable(Type.String()),
});

const summarize = (promotion: Promotion) => ({
  id: promotion.id,
  name: promotion.name,
  subdomain: promotion.subdomain,
  organization_id: promotion.organization_id,
  weeks: Math.ceil(promotion.program_length / 7),
  starts_on: promotion.starts_on,
  ends_on: promotion.ends_on,
  registration_starts_on: promotion.registration_starts_on,
  registration_ends_on: promotion.registration_ends_on,
  launch_on: promotion.launch_on,
});

export const promotionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The master's promotions list (spec 3: /promotions?org_id&reseller_id). */
  fastify.get(
    '/promotions',
    {
      config: { access: { allow: ['Master'], scope: 'any' } },
      schema: {
        tags: ['promotions'],
        querystring: Type.Object(
          // The master's lists are read whole (spec 3 s7: organizations, resellers page_size 0).
          { org_id: Type.Optional(IdParam), ...AllPageQuery },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(PromotionSummarySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { org_id, page_size = 0, page = 1 } = request.query;
      const { limit, offset } = pageWindow({ page_size, page });
      const [promotions, total] = await listPromotions(fastify.db, {
        organizationId: org_id,
        take: limit,
        skip: offset,
      });
      return ok(promotions.map(summarize), { total_records: total });
    },
  );
};
