import type { FastifyInstance } from 'fastify';
import type { PoolConnection } from 'mysql2/promise';
import dayjs from 'dayjs';
import {
  BADGE_CHECK_JOB,
  BADGE_CHECK_OPTIONS,
  changeBoards,
  eventsChannel,
} from '@wellness/platform';
import type { FloorContext } from './context';
import { rows, signedIn, sqlOf } from './context';
import { SQL } from './statements';

type Row = Record<string, unknown>;
const SEGMENTS_PER_WORK = 20;

interface TeamWeek {
  team_id: number;
  competition_id: number;
  collection_id: number | null;
  week: number;
}

/** teamWeekOf: the user's team whose competition's days include `day`, and that week. */
async function teamWeekOf(db: PoolConnection, userId: number, day: string) {
  const [team] = await rows<Row>(db, SQL.teamOfUser, [2, userId]);
  if (!team || day < String(team.starts_on) || day > String(team.ends_on)) return null;
  const week = Math.floor(dayjs(day).diff(dayjs(String(team.starts_on)), 'day') / 7) + 1;
  return { ...team, week } as unknown as TeamWeek;
}

async function insertWeekWork(db: PoolConnection, promotionId: number, team: TeamWeek) {
  const [picture] = await rows<Row>(db, SQL.weekPicture, [
    team.collection_id,
    promotionId,
    promotionId,
    team.week,
    team.week,
  ]);
  await db.query(SQL.insertTeamWork, [
    promotionId,
    team.team_id,
    team.competition_id,
    team.week,
    picture ? picture.id : null,
  ]);
}

/**
 * One log's transaction, statement for statement as logActivity sends it (participant
 * domain/entries/commands.ts): the user's row locked, the day's entry found or made, the log
 * inserted, the day and the user totalled again with the boards moved before the commit
 * (the platform's changeBoards: the same statements and Redis MULTI), the segment credited
 * to the user's work and the team's work of the week.
 */
async function logInTransaction(
  context: FloorContext,
  db: PoolConnection,
  input: { userId: number; promotion: Row; day: string; activity: Row; feels: number },
) {
  const { userId, promotion, day, activity } = input;
  await db.beginTransaction();
  try {
    const [user] = await rows<Row>(db, SQL.lockUser, [userId]);
    await rows<Row>(db, SQL.entryOfDay, [userId, day]);
    let [entry] = await rows<Row>(db, SQL.entryOfDay, [userId, day]);
    // TypeORM's save on MariaDB: INSERT ... RETURNING the generated columns.
    if (!entry)
      [entry] = await rows<Row>(db, SQL.insertEntry, [promotion.Promotion_id, userId, day]);
    const entryId = entry.Entry_id ?? entry.id;
    await rows<Row>(db, SQL.entryActivitiesOfEntry, [entryId]);
    const points = Math.round(
      Number(activity.Activity_point_value) * Number(activity.Activity_multiplier),
    );
    await db.query(SQL.insertEntryActivity, [entryId, activity.Activity_id, input.feels, points]);
    const [logged] = await Promise.all([
      rows<Row>(db, SQL.entryActivitiesOf, [[entryId]]),
      rows<Row>(db, SQL.triviaBetween, [userId, day, day]),
      rows<Row>(db, SQL.dayBonus, [userId, day, userId, day]),
    ]);
    const total = logged.reduce((sum, log) => sum + Number(log.point_value), 0);
    const entryTotal = total + Number(promotion.Promotion_entry_points);
    await changeBoards(sqlOf(db), context, userId, async () => {
      await db.query(SQL.updateEntryTotal, [entryTotal, entryId]);
      const [sum] = await rows<Row>(db, SQL.userTotal, [userId]);
      await db.query(SQL.updateUserTotal, [Number(sum.total), userId]);
    });
    const [count] = await rows<Row>(db, SQL.loggedCount, [userId]);
    const earned = Math.max(0, Number(count.logged) - Number(user.u_segments_earned));
    if (earned > 0) {
      const [work] = await rows<Row>(db, SQL.workOfUser, [userId]);
      const room = work ? SEGMENTS_PER_WORK - Number(work.Work_segments_available) : 0;
      const toWork = Math.min(earned, room);
      await db.query(SQL.updateUserSegments, [
        Number(user.u_segments_earned) + earned,
        Number(user.u_segments_banked) + earned - toWork,
        userId,
      ]);
      if (work && toWork > 0) {
        const available = Number(work.Work_segments_available) + toWork;
        const completed = available >= SEGMENTS_PER_WORK;
        await db.query(SQL.updateWork, [
          available,
          completed,
          completed ? new Date() : null,
          work.Work_id,
        ]);
      }
      const team = await teamWeekOf(db, userId, day);
      if (team) {
        const [teamWork] = await rows<Row>(db, SQL.lockTeamWork, [team.team_id, team.week]);
        const before = Number(teamWork?.segments_available ?? SEGMENTS_PER_WORK);
        const added = Math.min(earned, SEGMENTS_PER_WORK - before);
        if (teamWork && added > 0) {
          const after = before + added;
          await db.query(SQL.updateTeamWork, [after, after, SEGMENTS_PER_WORK, teamWork.id]);
          await db.query(SQL.addTeamWorkMember, [teamWork.id, userId, added]);
        }
      }
    }
    await db.commit();
    return { entry: { ...entry, total_points: entryTotal }, logged };
  } catch (error) {
    await db.rollback();
    throw error;
  }
}

/** The logging scenario's floor: POST /api/entries/{day}/entry_activities. */
export function writeFloor(app: FastifyInstance, context: FloorContext) {
  app.post<{ Params: { recorded_on: string }; Body: { activity_id: number; feels_value: number } }>(
    '/api/entries/:recorded_on/entry_activities',
    async (request, reply) => {
      const session = await signedIn(context, request, reply);
      if (!session) return reply;
      // The route's `write` limit: a point from the user's and the address's counters.
      await context.limits.consume('write', session.user_id, request.ip);
      const { pool, redis, prefix } = context;
      const day = request.params.recorded_on;
      const userId = session.user_id;
      const [promotion] = await rows<Row>(pool, SQL.promotionById, [session.promotion_id]);
      const promotionId = Number(promotion.Promotion_id);
      const [activity] = await rows<Row>(pool, SQL.activityOf, [
        request.body.activity_id,
        promotionId,
      ]);
      const db = await pool.getConnection();
      try {
        const team = await teamWeekOf(db, userId, day);
        if (team) await insertWeekWork(db, promotionId, team);
        const input = { userId, promotion, day, activity, feels: request.body.feels_value };
        const { entry, logged } = await logInTransaction(context, db, input);
        // What the route publishes after the commit (entry, user, leaderboard), one at a time.
        // Addressed as the route's are (the user's room twice, the promotion's channel once),
        // so the gateways fan them out rather than drop them as malformed.
        const toUser = { kind: 'user', id: userId };
        const toPromotion = {
          kind: 'promotion',
          id: String(promotion.Promotion_websocket_channel),
        };
        for (const [type, audience] of [
          ['entryUpdated', toUser],
          ['userUpdated', toUser],
          ['LeaderboardChanged', toPromotion],
        ] as const) {
          const event = { type, promotion_id: promotionId, audience, payload: { entry, logged } };
          await redis.publish(eventsChannel(prefix), JSON.stringify(event));
        }
        const badge = { promotion_id: promotionId, user_id: userId, category: 'days_logged' };
        await context.queue.add(BADGE_CHECK_JOB, badge, BADGE_CHECK_OPTIONS);
        return reply.code(201).send({ data: entry, meta: { total_points: entry.total_points } });
      } finally {
        db.release();
      }
    },
  );
}
