import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import { DateString, ErrorsSchema, IdParam, ok, responses, boardWriter } from '@wellness/platform';
import { realtime } from '../../domain/events';
import { promotionById, realDay } from '../../domain/promotions';
import { checkAnswer } from '../../domain/trivia';
import { EntrySchema, UserActivitySchema } from '../schemas';

const CorrectAnswer = Type.Object({
  correct: Type.Literal(true),
  points_awarded: Type.Integer(),
  recorded_on: Type.String(),
  entry: EntrySchema,
  user_activity: UserActivitySchema,
});

export const triviaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);

  /** A trivia answer: right earns trivia_points once (on recorded_on, default today); wrong 422; 406 refusals. */
  fastify.post(
    '/check_answer',
    {
      config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['trivia'],
        body: Type.Object(
          {
            activity_id: IdParam,
            answer_idx: Type.Integer({ minimum: 0, maximum: 100 }),
            recorded_on: Type.Optional(DateString),
          },
          { additionalProperties: false },
        ),
        response: {
          ...responses(CorrectAnswer, Type.Object({ total_points: Type.Integer() })),
          406: ErrorsSchema,
        },
      },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.user!.promotion_id);
      const today = dayjs();
      const day = realDay(request.body.recorded_on ?? today.format('YYYY-MM-DD'));
      const result = await checkAnswer(fastify.db, {
        userId: request.user!.id,
        promotion,
        activityId: request.body.activity_id,
        answerIdx: request.body.answer_idx,
        day,
        today,
        boards: boardWriter(fastify),
      });
      await announce.triviaAnswered(promotion, result.user.id, {
        activity_id: request.body.activity_id,
        recorded_on: day,
        points: result.points,
      });
      await announce.pointsChanged(promotion, result.user, result.entry);
      return ok(
        {
          correct: true as const,
          points_awarded: result.points,
          recorded_on: day,
          entry: result.entry,
          user_activity: result.userActivity,
        },
        { total_points: result.user.total_points },
      );
    },
  );
};
