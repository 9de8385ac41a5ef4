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
 * order (one after the other where it waits for each), and answers the rows as JSON. The
 * activities come as the participant service sends them: the list's version read with the
 * session, this process's serialized copy while that version holds, else the two statements.
 */
export function readFloors(app: FastifyInstance, context: FloorContext) {
  const { pool, redis, prefix } = context;
  const lists = new ActivityListCache();

  app.get('/api/users/me', async (request, reply) => {
    const session = await signedIn(context, request, reply);
    if (!session) return reply;
    const [user] = await rows<Row>(pool, SQL.userById, [session.user_id]);
    const [promotion] = await rows<Row>(pool, SQL.promotionById, [user.User_promotion_id]);
    const today = dayjs().format(DAY);
    const [surveys] = await rows<Row>(pool, SQL.userSurveyCount, [user.User_id]);
    const [started] = await rows<Row>(pool, SQL.promotionDay, [today, user.User_promotion_id]);
    let defs = await rows<Row>(pool, SQL.surveyDefs, [user.User_promotion_id]);
    if (defs.length === 0) defs = await rows<Row>(pool, SQL.surveyDefs, [1]);
    // One count per questionnaire with a round reached after day 0, up to the first one
    // answered fewer times than due: as surveyDue reads them.
    const counts: Row[] = [];
    for (const def of started ? defs : []) {
      const reached = String(def.UserSurveyDef_days_from_start)
        .split(',')
        .map((n) => Number(n.trim()))
        .filter((n) => Number.isInteger(n) && n >= 0 && n <= Number(started.day));
      if (!reached.some((n) => n > 0)) continue;
      const [count] = await rows<Row>(pool, SQL.userSurveyCountOf, [
        user.User_id,
        def.UserSurveyDef_id,
      ]);
      counts.push(count);
      if (Number(count.cnt) < reached.length) break;
    }
    const active = await rows<Row>(pool, SQL.activeEvaluations, [
      user.User_promotion_id,
      ...[today, today, today, today],
    ]);
    const completed = await rows<Row>(pool, SQL.completedEvaluations, [user.User_id]);
    const [team] = await rows<Row>(pool, SQL.userTeam, [user.User_id]);
    return { data: { ...user, promotion, surveys, counts, active, completed, team } };
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
