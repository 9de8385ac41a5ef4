import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  PARTICIPANT_ROLES,
  createdResponses,
  ok,
  queueBadgeCheck,
  responses,
} from '@wellness/platform';
import {
  askedEvaluation,
  evaluationStatus,
  pendingEvaluationId,
  submitEvaluation,
} from '../../domain/evaluations';
import { userStats } from '../../domain/stats';
import { AskedEvaluationSchema, NewEvaluation, Nullable } from '../schemas';

const today = () => dayjs().format('YYYY-MM-DD');

const PromotionParams = Type.Object({ promotion_id: Type.Integer({ minimum: 1 }) });
const DefinitionParams = Type.Object({
  promotion_id: Type.Integer({ minimum: 1 }),
  id: Type.Integer({ minimum: 1 }),
});

const ParticipantEvaluationSchema = Type.Intersect([
  AskedEvaluationSchema,
  Type.Object({ completed: Type.Boolean(), active: Type.Boolean() }),
]);

const SubmittedSchema = Type.Object({
  evaluation_definition_id: Type.Integer(),
  answers: Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()])),
});

const StatsSchema = Type.Object({
  total_points: Type.Integer(),
  goal: Type.Integer(),
  days_logged: Type.Integer(),
  stats_available: Type.Boolean(),
  weeks: Type.Array(
    Type.Object({
      week: Type.Integer(),
      points: Type.Integer(),
      days_logged: Type.Integer(),
      activities: Type.Integer(),
    }),
  ),
  feels: Type.Array(
    Type.Object({ feels: Type.String(), label: Type.String(), count: Type.Integer() }),
  ),
  categories: Type.Array(
    Type.Object({ name: Type.String(), activities: Type.Integer(), points: Type.Integer() }),
  ),
  surveys: Type.Array(
    Type.Object({
      id: Type.Integer(),
      source: Type.String(),
      created_at: Type.String(),
      answers: Type.Array(
        Type.Object({
          name: Type.String(),
          question: Type.String(),
          value: Nullable(Type.Integer()),
        }),
      ),
    }),
  ),
});

/**
 * The participant evaluation (spec 3 s2 "evaluation/{definitionId}", "/usereval"; s4
 * "Evaluation"; s7 "POST /evaluations with evaluation_definition_id") and My Stats (s7 "user
 * stats via user id").
 */
export const evaluationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/evaluations/pending',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['evaluations'],
        params: PromotionParams,
        response: responses(Nullable(AskedEvaluationSchema)),
      },
    },
    async (request) => {
      const user = request.user!;
      const id = await pendingEvaluationId(fastify.db, user, today());
      return ok(id === null ? null : await askedEvaluation(fastify.db, user.promotion_id, id));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/evaluation_definitions/:id/form',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['evaluations'],
        params: DefinitionParams,
        response: responses(ParticipantEvaluationSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const evaluation = await askedEvaluation(fastify.db, user.promotion_id, request.params.id);
      const status = await evaluationStatus(fastify.db, user, today());
      return ok({
        ...evaluation,
        completed: status.completed_evaluation_definition_ids.includes(evaluation.id),
        active: status.active_evaluation_definition_ids.includes(evaluation.id),
      });
    },
  );

  fastify.post(
    '/evaluations',
    {
      config: { access: { allow: PARTICIPANT_ROLES, scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['evaluations'],
        body: NewEvaluation,
        response: createdResponses(SubmittedSchema),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const saved = await submitEvaluation(fastify.db, user, request.body, today());
      // The evaluation badges count every evaluation answered (services/worker README "Badges").
      await queueBadgeCheck(
        fastify.emailQueue,
        { promotion_id: user.promotion_id, user_id: user.id, category: 'evaluation' },
        request.log,
      );
      return reply.code(201).send(ok(saved));
    },
  );

  fastify.get(
    '/users/:user_id/stats',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['users'],
        params: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: responses(StatsSchema),
      },
    },
    async (request) => ok(await userStats(fastify.db, request.user!, request.params.user_id)),
  );
};
