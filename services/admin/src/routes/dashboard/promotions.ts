import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, MAX_PAGE_SIZE, ok, responses } from '@wellness/platform';
import { promotionEligibilities } from '../../domain/eligibilities';
import { groupedPromotions, promotionOrigin, promotionSummary } from '../../domain/promotions';
import { promotionStats } from '../../domain/stats';
import { promotionTeams } from '../../domain/teams';
import { participantsPage } from '../../domain/users';
import {
  EligibilitySchema,
  GroupedPromotionsSchema,
  AllPageQuerySchema,
  ParticipantSchema,
  ParticipantsQuerySchema,
  PromotionParams,
  PromotionSummarySchema,
  StatsSchema,
  TeamSchema,
  TotalMeta,
} from './schemas';

/** Coordinators and super users, on a promotion they manage (own, assigned, any for Master). */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

/** The dashboard's reads of one promotion (spec 3 section 2 "Coordinator dashboard"). */
export const dashboardPromotionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/grouped',
    {
      config: managed,
      schema: { tags: ['dashboard'], response: responses(GroupedPromotionsSchema) },
    },
    async (request) => ok(await groupedPromotions(fastify.db, request.user!)),
  );

  fastify.get(
    '/promotions/:promotion_id/summary',
    {
      config: managed,
      schema: {
        tags: ['dashboard'],
        params: PromotionParams,
        response: responses(PromotionSummarySchema),
      },
    },
    async (request) =>
      ok(
        await promotionSummary(fastify.db, request.params.promotion_id, (subdomain) =>
          promotionOrigin(subdomain, fastify.config.baseDomain, request),
        ),
      ),
  );

  fastify.get(
    '/promotions/:promotion_id/stats',
    {
      config: managed,
      schema: { tags: ['dashboard'], params: PromotionParams, response: responses(StatsSchema) },
    },
    async (request) => ok(await promotionStats(fastify.db, request.params.promotion_id)),
  );

  fastify.get(
    '/promotions/:promotion_id/users',
    {
      config: managed,
      schema: {
        tags: ['dashboard'],
        params: PromotionParams,
        querystring: ParticipantsQuerySchema,
        response: responses(Type.Array(ParticipantSchema), TotalMeta),
      },
    },
    async (request) => {
      const { page_size = MAX_PAGE_SIZE, page = 1, term } = request.query;
      const { rows, total } = await participantsPage(
        fastify.db,
        request.params.promotion_id,
        request.user!,
        { page_size, page, term },
      );
      return ok(rows, { total_records: total });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/teams',
    {
      config: managed,
      schema: {
        tags: ['dashboard'],
        params: PromotionParams,
        response: responses(Type.Array(TeamSchema)),
      },
    },
    async (request) => ok(await promotionTeams(fastify.db, request.params.promotion_id)),
  );

  fastify.get(
    '/promotions/:promotion_id/eligibilities',
    {
      config: managed,
      schema: {
        tags: ['dashboard'],
        params: PromotionParams,
        querystring: AllPageQuerySchema,
        response: responses(Type.Array(EligibilitySchema), TotalMeta),
      },
    },
    async (request) => {
      const { page_size = 0, page = 1 } = request.query;
      const { rows, total } = await promotionEligibilities(
        fastify.db,
        request.params.promotion_id,
        { page_size, page },
      );
      return ok(rows, { total_records: total });
    },
  );
};
