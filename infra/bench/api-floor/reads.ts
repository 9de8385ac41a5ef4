import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import {
  ActivityListCache,
  COORDINATOR_OR_ABOVE,
  activityListBody,
  readActivitiesVersion,
} from '@wellness/platform';
import type { FloorContext } from './context';
import { rows, sessionKeyOf, signedIn } from './context';
import { SQL } from './statements';

type Row = Record<string, unknown>;

const DAY = 'YYYY-MM-DD';

/**
 * The floors of the read scenarios: GET users/me, and the week view's two calls (the week's
 * entries, the promotion's activities). Each sends the statements of the real handler, in its
 * order (one after the other where it waits for each, at once where it does not), and answers
 * the rows as JSON. The activities come as the participant service sends them: the list's
 * version read with the session, this process's serialized copy while that version holds, else
 * the two statements.
 */
export function readFloors(app: FastifyInstance, context: FloorContext) {
  const { pool, redis, prefix } = context;
  const lists = new ActivityListCache();

  app.get('/api/users/me', async (request, reply) => {
    const session = await signedIn(context, request, reply);
    if (!session) return reply;
    const today = dayjs().format(DAY);
    const [user] = await rows<Row>(pool, SQL.me, [today, session.user_id]);
    // Then three at once, as meById sends them: the questionnaires' rounds from programme day 1
    // only, and the evaluations open today and completed.
    const [rounds, active, completed] = await Promise.all([
      Number(user.program_day ?? 0) > 0
        ? rows<Row>(pool, SQL.surveyRounds, [user.id, user.promotion_id, user.promotion_id, 1])
        : [],
      rows<Row>(pool, SQL.activeEvaluations, [user.promotion_id, today, today, today, today]),
      rows<Row>(pool, SQL.completedEvaluations, [user.id]),
    ]);
    return { data: { ...user, rounds, active, completed } };
  });

  app.get<{ Querystring: { wk?: string } }>('/api/entries', async (request, reply) => {
    const session = await signedIn(context, request, reply);
    if (!session) return reply;
    const [promotion] = await rows<Row>(pool, SQL.programDates, [session.promotion_id]);
    const week = Number(request.query.wk ?? 1);
    const first = dayjs(promotion.starts_on as string).add((week - 1) * 7, 'day');
    const today = dayjs().format(DAY);
    const days: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const next = first.add(i, 'day').format(DAY);
      if (next > today || next > (promotion.ends_on as string)) break;
      days.push(next);
    }
    if (days.length === 0) return { data: [] };
    const [from, to] = [days[0], days[days.length - 1]];
    const entries = await rows<Row>(pool, SQL.entriesBetween, [session.user_id, from, to]);
    const [logged, trivia] = await Promise.all([
      entries.length === 0
        ? []
        : rows<Row>(pool, SQL.entryActivitiesOf, [entries.map((entry) => entry.id)]),
      rows<Row>(pool, SQL.triviaBetween, [session.user_id, from, to]),
    ]);
    return { data: days.map((recorded_on) => ({ recorded_on, entries, logged, trivia })) };
  });

  app.get<{ Params: { promotion_id: string } }>(
    '/api/promotions/:promotion_id/activities',
    async (request, reply) => {
      const promotionId = Number(request.params.promotion_id);
      const key = sessionKeyOf(context, request);
      const early = key ? readActivitiesVersion(redis, prefix, promotionId) : null;
      // Awaited below once signed in: a refused request leaves it unread.
      early?.catch(() => undefined);
      const session = await signedIn(context, request, reply);
      if (!session) return reply;
      const version = (await early) ?? '';
      const list = await lists.get(promotionId, version, async () => {
        const [activities, categories] = await Promise.all([
          rows<Row>(pool, SQL.activitiesOf, [promotionId]),
          rows<Row>(pool, SQL.categoriesOf, [promotionId]),
        ]);
        const byId = new Map(
          categories.map((category) => [category.ActivityCategory_id, category]),
        );
        const withCategories: Row[] = activities.map((activity) => ({
          ...activity,
          category: byId.get(activity.Activity_category_id) ?? null,
        }));
        return {
          participants: withCategories.map(({ Activity_correct_answer: _, ...shown }) =>
            JSON.stringify(shown),
          ),
          staff: withCategories.map((activity) => JSON.stringify(activity)),
        };
      });
      const shown = COORDINATOR_OR_ABOVE.includes(session.role) ? list.staff : list.participants;
      return reply
        .type('application/json; charset=utf-8')
        .send(activityListBody(shown, shown.length));
    },
  );
}
