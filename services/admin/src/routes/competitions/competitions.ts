import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardWriter, createdResponses, ok, rebuildBoards, responses } from '@wellness/platform';
import {
  behaviorsOfCompetition,
  competitionOfPromotion,
  competitionsOfPromotion,
  createCompetition,
  deleteCompetition,
  serializeCompetition,
  styleCollections,
  updateCompetition,
} from '../../domain/competitions';
import type { CompetitionInput } from '../../domain/competitions';
import { managed, writing } from './access';
import {
  AllQuery,
  CompetitionBody,
  CompetitionListMeta,
  CompetitionSchema,
  DeletedSchema,
  PromotionParams,
  RecordParams,
} from './schemas';

const tags = ['competitions'];
/** The schema has checked the scoring rule against the three (its type is not inferred). */
const asInput = (body: Omit<CompetitionInput, 'scoring_rule'> & { scoring_rule?: unknown }) =>
  body as CompetitionInput;

/** Spec 3 s7 "Competitions /promotions/{promotion_id}/competitions/{id}". */
export const competitionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const shown = async (promotionId: number, id: number) => {
    const competition = await competitionOfPromotion(fastify.db, promotionId, id);
    return serializeCompetition(competition, await behaviorsOfCompetition(fastify.db, competition));
  };

  fastify.get(
    '/promotions/:promotion_id/competitions',
    {
      config: managed,
      schema: {
        tags,
        params: PromotionParams,
        querystring: AllQuery,
        response: responses(Type.Array(CompetitionSchema), CompetitionListMeta),
      },
    },
    async (request) => {
      const competitions = await competitionsOfPromotion(fastify.db, request.params.promotion_id);
      return ok(
        competitions.map((competition) => serializeCompetition(competition)),
        { total_records: competitions.length, collections: await styleCollections(fastify.db) },
      );
    },
  );

  fastify.get(
    '/promotions/:promotion_id/competitions/:id',
    {
      config: managed,
      schema: { tags, params: RecordParams, response: responses(CompetitionSchema) },
    },
    async (request) => ok(await shown(request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/competitions',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: CompetitionBody,
        response: createdResponses(CompetitionSchema),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      const created = await createCompetition(fastify.db, promotion_id, asInput(request.body));
      return reply.status(201).send(ok(await shown(promotion_id, created.id)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/competitions/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        body: CompetitionBody,
        response: responses(CompetitionSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      await updateCompetition(fastify.db, promotion_id, id, asInput(request.body));
      // Dates, the freeze and the scoring rule decide its team board's scores: built anew
      // (services/participant README, "Team board of a competition").
      const { redis, prefix } = boardWriter(fastify);
      await rebuildBoards(fastify.db, redis, prefix, promotion_id);
      return ok(await shown(promotion_id, id));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/competitions/:id',
    { config: writing, schema: { tags, params: RecordParams, response: responses(DeletedSchema) } },
    async (request) =>
      ok(await deleteCompetition(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
