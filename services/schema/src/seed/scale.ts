import { hash } from 'argon2';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DataSource, QueryRunner } from 'typeorm';
import { Activity, Promotion } from '../entities';
import { DEMO_PASSWORD } from './index';
import { seedScaleBoards } from './scale-boards';

/** The participant counts the benchmark runs at (issues 3 and 14). */
export const SCALES = [1000, 10000, 100000, 1000000] as const;
export type Scale = (typeof SCALES)[number];

export function parseScale(value: string | number): Scale {
  const scale = SCALES.find((candidate) => candidate === Number(value));
  if (!scale) throw new Error(`Scale must be one of ${SCALES.join(', ')}; got ${value}`);
  return scale;
}

/** bench-00001@demo.test ...: every one signs in with DEMO_PASSWORD. */
export const benchEmail = (index: number) => `bench-${String(index).padStart(5, '0')}@demo.test`;
const BENCH_EMAILS = 'bench-%@demo.test';

/** Participants per round of INSERT ... SELECT: each round is a few statements, not a packet. */
const CHUNK = 100_000;
const FIRST_NAMES = ['Alex', 'Blair', 'Casey', 'Drew', 'Emery', 'Finley', 'Gray', 'Harper'];
const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes'];
const names = (list: string[]) => list.map((name) => `'${name}'`).join(', ');

/*
 * What participant `index` (1..N) has logged, as SQL over MariaDB's sequence tables: a third
 * (index % 3 = 0) never logged anything (a realistic share, and the benchmark logs for them);
 * the others logged on the first 1 + (index * 7) % D of the programme's first D days (at most
 * 5, none in the future), 1 + (index * 13) % 8 activities a day, activity number
 * (index * 5 + day * 3 + n) % A of the A week-1 activities. Deterministic: reruns produce
 * the same leaderboard, with many tied scores.
 */
async function seedChunk(
  runner: QueryRunner,
  plan: {
    promotion: Promotion;
    firstId: number;
    from: number;
    to: number;
    passwordHash: string;
    /** How many days (D) and week-1 activities (A) there are to log. */
    dayCount: number;
    activityCount: number;
  },
) {
  const { promotion, firstId, from, to, passwordHash, dayCount, activityCount } = plan;
  const index = (column: string) => `(${column} - ${firstId - 1})`;
  await runner.query(
    `INSERT INTO users (id, promotion_id, email, password_hash, role, first_name, last_name,
       total_points, goal_hit, has_seen_tutorial, survey_available)
     SELECT ${firstId - 1} + s.seq, ?, CONCAT('bench-', LPAD(s.seq, GREATEST(5, LENGTH(s.seq)), '0'), '@demo.test'), ?,
       'User', ELT(s.seq % 8 + 1, ${names(FIRST_NAMES)}),
       ELT(FLOOR(s.seq / 8) % 8 + 1, ${names(LAST_NAMES)}), 0, 0, 1, 0
     FROM seq_${from}_to_${to} s`,
    [promotion.id, passwordHash],
  );
  const users = `u.id BETWEEN ${firstId - 1 + from} AND ${firstId - 1 + to}`;
  if (dayCount === 0 || activityCount === 0) return;
  await runner.query(
    `INSERT INTO entries (promotion_id, user_id, recorded_on, total_points)
     SELECT u.promotion_id, u.id, d.day, 0 FROM users u
       JOIN seed_days d ON d.n < 1 + (${index('u.id')} * 7) % ${dayCount}
      WHERE ${users} AND ${index('u.id')} % 3 <> 0`,
  );
  const entryUser = users.replace('u.id', 'e.user_id');
  await runner.query(
    `INSERT INTO entry_activities (entry_id, activity_id, feels_value, point_value)
     SELECT e.id, a.id, ${index('e.user_id')} % 3 - 1, a.points FROM entries e
       JOIN seed_days d ON d.day = e.recorded_on
       JOIN seq_0_to_7 k ON k.seq < 1 + (${index('e.user_id')} * 13) % 8
       JOIN seed_activities a
         ON a.n = (${index('e.user_id')} * 5 + d.n * 3 + k.seq) % ${activityCount}
      WHERE ${entryUser}`,
  );
  // Points as the participant service computes them (its README, "How points add up").
  await runner.query(
    `UPDATE entries e JOIN (
       SELECT ea.entry_id, SUM(ea.point_value) AS points FROM entry_activities ea
         JOIN entries ie ON ie.id = ea.entry_id WHERE ${entryUser.replace('e.user_id', 'ie.user_id')}
        GROUP BY ea.entry_id
     ) logged ON logged.entry_id = e.id
     SET e.total_points = logged.points + ?`,
    [promotion.entry_points],
  );
  await runner.query(
    `UPDATE users u JOIN (
       SELECT ie.user_id, SUM(ie.total_points) AS points FROM entries ie
        WHERE ${entryUser.replace('e.user_id', 'ie.user_id')} GROUP BY ie.user_id
     ) totals ON totals.user_id = u.id
     SET u.total_points = totals.points, u.goal_hit = totals.points >= ?`,
    [promotion.default_goal],
  );
}

const count = async (runner: QueryRunner, sql: string, parameters: unknown[]) =>
  Number((await runner.query(sql, parameters))[0].count);

/**
 * Adds `participants` users (role User) to the demo promotion for the benchmark, with entries
 * and entry activities for two thirds of them and total_points that match, then the
 * leaderboards' teams, locations and friendships (scale-boards.ts). All of it is INSERT ...
 * SELECT over MariaDB's sequence tables, 100,000 participants a round, with one argon2 hash
 * shared by all: a million participants take minutes, not hours. Refuses when the promotion
 * already has benchmark participants.
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
  const activities = await dataSource.getRepository(Activity).find({
    where: { promotion_id: promotion.id, week_available: 1, is_one_time: false },
    order: { id: 'ASC' },
  });
  const start = dayjs(promotion.starts_on);
  const days = Array.from({ length: 5 }, (_, n) => start.add(n, 'day')).filter(
    (day) => !day.isAfter(today, 'day'),
  );
  const passwordHash = await hash(DEMO_PASSWORD);

  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(
      'CREATE TEMPORARY TABLE seed_activities (n int PRIMARY KEY, id int NOT NULL, points int NOT NULL)',
    );
    await runner.query('CREATE TEMPORARY TABLE seed_days (n int PRIMARY KEY, day date NOT NULL)');
    if (activities.length) {
      await runner.query('INSERT INTO seed_activities (n, id, points) VALUES ?', [
        activities.map((a, n) => [n, a.id, Math.round(a.point_value * Number(a.multiplier))]),
      ]);
    }
    if (days.length && activities.length) {
      await runner.query('INSERT INTO seed_days (n, day) VALUES ?', [
        days.map((day, n) => [n, day.format('YYYY-MM-DD')]),
      ]);
    }
    const [{ id: maxId }] = await runner.query('SELECT COALESCE(MAX(id), 0) AS id FROM users');
    const firstId = Number(maxId) + 1;
    for (let from = 1; from <= participants; from += CHUNK) {
      const to = Math.min(participants, from + CHUNK - 1);
      await seedChunk(runner, {
        promotion,
        firstId,
        from,
        to,
        passwordHash,
        dayCount: days.length,
        activityCount: activities.length,
      });
    }
    await seedScaleBoards(runner, { promotionId: promotion.id, firstId, participants });
    const last = firstId + participants - 1;
    return {
      participants,
      entries: await count(
        runner,
        'SELECT COUNT(*) AS count FROM entries WHERE user_id BETWEEN ? AND ?',
        [firstId, last],
      ),
      entryActivities: await count(
        runner,
        `SELECT COUNT(*) AS count FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id
          WHERE e.user_id BETWEEN ? AND ?`,
        [firstId, last],
      ),
    };
  } finally {
    await runner.query('DROP TEMPORARY TABLE IF EXISTS seed_activities, seed_days');
    await runner.release();
  }
}
