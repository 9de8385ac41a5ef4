import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, responses } from '@wellness/platform';
import { questionnaireOf, resetQuestionnaire, saveQuestionnaire } from '../../domain/questionnaire';

/** The promotion admin area (spec 3 s2 /emotional_fitness_survey): as the promotion routes. */
const ADMINS = ['Master', 'Reseller'] as const;
const managed = { access: { allow: ADMINS, scope: 'managed' } } as const;
const writing = { ...managed, limit: 'write' } as const;
const tags = ['questionnaire'];

const QuestionSchema = Type.Object({ name: Type.String(), question: Type.String() });
const QuestionnaireSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  questions: Type.Array(QuestionSchema),
  response_values: Type.Array(Type.String()),
  days_from_start: Type.String(),
  source: Type.String(),
  is_default: Type.Boolean(),
});
const QuestionnaireBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    questions: Type.Array(
      Type.Object(
        {
          /** The answers' key; a new question leaves it out and gets `question_N`. */
          name: Type.Optional(Type.String({ pattern: '^\\s*[a-z0-9_]{1,40}\\s*$', maxLength: 60 })),
          question: Type.String({ minLength: 1, maxLength: 500 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
    /** Spec 3 s9: answers 1-5, so exactly five labels, the first shown first (answer 5). */
    response_values: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 5,
      maxItems: 5,
    }),
  },
  { additionalProperties: false },
);
const PromotionParams = Type.Object({ promotion_id: IdParam }, { additionalProperties: false });

/**
 * The questionnaire of the prestart wizard's emotional survey (spec 3 UserSurveyDef, s7
 * "/user_survey_defs under the promotion"), edited per promotion (README "Questionnaire").
 */
export const questionnaireRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/questionnaire',
    {
      config: managed,
      schema: { tags, params: PromotionParams, response: responses(QuestionnaireSchema) },
    },
    async (request) => ok(await questionnaireOf(fastify.db, request.params.promotion_id)),
  );

  fastify.put(
    '/promotions/:promotion_id/questionnaire',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: QuestionnaireBody,
        response: responses(QuestionnaireSchema),
      },
    },
    async (request) =>
      ok(await saveQuestionnaire(fastify.db, request.params.promotion_id, request.body)),
  );

  fastify.post(
    '/promotions/:promotion_id/questionnaire/reset',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(QuestionnaireSchema),
      },
    },
    async (request) => ok(await resetQuestionnaire(fastify.db, request.params.promotion_id)),
  );
};
