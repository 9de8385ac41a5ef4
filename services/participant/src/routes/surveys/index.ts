import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PARTICIPANT_ROLES,
  createdResponses,
  ok,
  queueBadgeCheck,
  responses,
} from '@wellness/platform';
import {
  saveSurvey,
  serializeSurvey,
  serializeSurveyDef,
  surveyDefFor,
  surveyDefsOf,
  surveysOf,
} from '../../domain/surveys';

const PromotionParams = Type.Object({ promotion_id: Type.Integer({ minimum: 1 }) });
const DefParams = Type.Object({
  promotion_id: Type.Integer({ minimum: 1 }),
  id: Type.Integer({ minimum: 1 }),
});

const SurveyDefSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  questions: Type.Array(Type.Object({ name: Type.String(), question: Type.String() })),
  response_values: Type.Array(Type.String()),
  days_from_start: Type.String(),
  source: Type.String(),
});

const SurveySchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  user_id: Type.Integer(),
  user_survey_def_id: Type.Integer(),
  user_responses: Type.Record(Type.String(), Type.Integer()),
  source: Type.String(),
  created_at: Type.String(),
});

/** Spec 3 s9: answers on a 1-5 scale. */
const Answer = Type.Integer({ minimum: 1, maximum: 5 });
const SurveyBody = Type.Object(
  {
    user_survey_def_id: Type.Integer({ minimum: 1 }),
    user_responses: Type.Record(Type.String({ pattern: '^[a-z0-9_]{1,64}$' }), Answer, {
      maxProperties: 50,
    }),
    source: Type.Optional(Type.String({ pattern: '^[a-z_]{1,64}$' })),
  },
  { additionalProperties: false },
);

/** Spec 3 s7 "Surveys": /user_survey_defs and /user_survey under the caller's promotion. */
export const surveyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/user_survey_defs',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['surveys'],
        params: PromotionParams,
        response: responses(Type.Array(SurveyDefSchema)),
      },
    },
    async (request) =>
      ok((await surveyDefsOf(fastify.db, request.params.promotion_id)).map(serializeSurveyDef)),
  );

  fastify.get(
    '/promotions/:promotion_id/user_survey_defs/:id',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: { tags: ['surveys'], params: DefParams, response: responses(SurveyDefSchema) },
    },
    async (request) =>
      ok(
        serializeSurveyDef(
          await surveyDefFor(fastify.db, request.params.promotion_id, request.params.id),
        ),
      ),
  );

  fastify.get(
    '/promotions/:promotion_id/user_survey',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['surveys'],
        params: PromotionParams,
        response: responses(Type.Array(SurveySchema)),
      },
    },
    async (request) => ok((await surveysOf(fastify.db, request.user!.id)).map(serializeSurvey)),
  );

  fastify.post(
    '/promotions/:promotion_id/user_survey',
    {
      config: { access: { allow: PARTICIPANT_ROLES, scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['surveys'],
        params: PromotionParams,
        body: SurveyBody,
        response: createdResponses(SurveySchema),
      },
    },
    async (request, reply) => {
      const { user_survey_def_id, user_responses, source = 'prestart' } = request.body;
      const saved = await saveSurvey(
        fastify.db,
        request.user!,
        user_survey_def_id,
        user_responses,
        source,
      );
      await queueBadgeCheck(
        fastify.emailQueue,
        { promotion_id: request.user!.promotion_id, user_id: request.user!.id, category: 'survey' },
        request.log,
      );
      return reply.code(201).send(ok(serializeSurvey(saved)));
    },
  );
};
