import { hash } from 'argon2';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DataSource, QueryRunner } from 'typeorm';
import { Activity, Promotion } from '../entities';
import { DEMO_PASSWORD } from './index';

/** The participant counts the benchmark runs at (issue 3). */
export const SCALES = [1000, 10000, 100000] as const;
export type Scale = (typeof SCALES)[number];

export function parseScale(value: string | number): Scale {
  const scale = SCALES.find((candidate) => candidate === Number(value));
  if (!scale) throw new Error(`Scale must be one of ${SCALES.join(', ')}; got ${value}`);
  return scale;
}

/** bench-00001@demo.test ...: every one signs in with DEMO_PASSWORD. */
export const benchEmail = (index: number) => `bench-${String(index).padStart(5, '0')}@demo.test`;
const BENCH_EMAILS = 'bench-%@demo.test';

/** Rows per multi-row INSERT: well under max_allowed_packet, few round trips. */
const BATCH = 1000;
const FIRST_NAMES = ['Alex', 'Blair', 'Casey', 'Drew', 'Emery', 'Finley', 'Gray', 'Harper'];
const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes'];

interface LoggedDay {
  recorded_on: string;
  activities: Array<{ id: number; points: number }>;
}

/**
 * What participant `index` has logged: a third never logged anything (a realistic share,
 * and the benchmark logs for them); the others logged 1-8 activities on 1-5 days since the
 * start. Deterministic, so reruns produce the same leaderboard, with many tied scores.
 */
function loggedDays(index: number, days: string[], activities: LoggedDay['activities']) {
  if (index % 3 === 0 || days.length === 0 || activities.length === 0) return [];
  const dayCount = 1 + ((index * 7) % days.length);
  const perDay = 1 + ((index * 13) % 8);
  return days.slice(0, dayCount).map((recorded_on, day) => ({
    recorded_on,
    activities: Array.from(
      { length: perDay },
      (_, n) => activities[(index * 5 + day * 3 + n) % activities.length],
    ),
  }));
}

async function insertRows(
  runner: QueryRunner,
  table: string,
  columns: string[],
  rows: unknown[][],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await runner.query(`INSERT INTO \`${table}\` (${columns.join(', ')}) VALUES ?`, [
      rows.slice(start, start + BATCH),
    ]);
  }
}

const maxId = async (runner: QueryRunner, table: string) =>
  Number((await runner.query(`SELECT COALESCE(MAX(id), 0) AS id FROM \`${table}\``))[0].id);

/**
 * Adds `participants` users (role User) to the demo promotion for the benchmark, with entries
 * and entry activities for two thirds of them and total_points that match. Multi-row INSERTs
 * with explicit ids and one argon2 hash shared by all: 100,000 participants take seconds, not
 * hours. Refuses when the promotion already has benchmark participants.
 */
export async function seedScale(
  dataSource: DataSource,
  participants: Scale,
  today: Dayjs = dayjs(),
): Promise<{ participants: number; entries: number; entryActivities: number }> {
  const promotion = await dataSource.getRepository(Promotion).findOneBy({ subdomain: 'demo' });
  if (!promotion) throw new Error('Seed the demo promotion before the scale seed');
  const [{ seeded }] = await dataSource.query(
    'SELECT COUNT(*) AS seeded FROM users WHERE promotion_id = ? AND email LIKE ?',
    [promotion.id, BENCH_EMAILS],
  );
  if (Number(seeded) > 0) {
    throw new Error(`The demo promotion already has ${seeded} benchmark participants`);
  }

  // Points as the participant service computes them (its README, "How points add up"):
  // point_value x multiplier, rounded, plus entry_points for a day with a log.
  const activities = (
    await dataSource.getRepository(Activity).find({
      where: { promotion_id: promotion.id, week_available: 1, is_one_time: false },
      order: { id: 'ASC' },
    })
  ).map((activity) => ({
    id: activity.id,
    points: Math.round(activity.point_value * Number(activity.multiplier)),
  }));
  const start = dayjs(promotion.starts_on);
  const days = Array.from({ length: 5 }, (_, n) => start.add(n, 'day'))
    .filter((day) => !day.isAfter(today, 'day'))
    .map((day) => day.format('YYYY-MM-DD'));
  const passwordHash = await hash(DEMO_PASSWORD);

  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const firstUserId = (await maxId(runner, 'users')) + 1;
    let entryId = await maxId(runner, 'entries');
    const users: unknown[][] = [];
    const entries: unknown[][] = [];
    const entryActivities: unknown[][] = [];
    for (let index = 1; index <= participants; index += 1) {
      const userId = firstUserId + index - 1;
      let total = 0;
      for (const day of loggedDays(index, days, activities)) {
        entryId += 1;
        const points = day.activities.reduce((sum, a) => sum + a.points, promotion.entry_points);
        total += points;
        entries.push([entryId, promotion.id, userId, day.recorded_on, points]);
        for (const activity of day.activities) {
          entryActivities.push([entryId, activity.id, (index % 3) - 1, activity.points]);
        }
      }
      users.push([
        userId,
        promotion.id,
        benchEmail(index),
        passwordHash,
        'User',
        FIRST_NAMES[index % FIRST_NAMES.length],
        LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length],
        total,
        total >= promotion.default_goal,
        // Benchmark participants have been through the prestart wizard.
        true,
        false,
      ]);
    }
    const userColumns = ['id', 'promotion_id', 'email', 'password_hash', 'role', 'first_name'];
    await insertRows(
      runner,
      'users',
      [
        ...userColumns,
        'last_name',
        'total_points',
        'goal_hit',
        'has_seen_tutorial',
        'survey_available',
      ],
      users,
    );
    await insertRows(
      runner,
      'entries',
      ['id', 'promotion_id', 'user_id', 'recorded_on', 'total_points'],
      entries,
    );
    await insertRows(
      runner,
      'entry_activities',
      ['entry_id', 'activity_id', 'feels_value', 'point_value'],
      entryActivities,
    );
    await runner.commitTransaction();
    return {
      participants,
      entries: entries.length,
      entryActivities: entryActivities.length,
    };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
