import type { QueryRunner } from 'typeorm';

/** Top-level locations the benchmark participants spread over, with offices below each. */
const REGIONS = 50;
const OFFICES_PER_REGION = 2;
/** Participants per team: a million participants make 100,000 teams. */
const TEAM_SIZE = 10;
/** Every 25th participant (the benchmark's readers among them) has this many friends. */
const FRIENDS = 20;
const CHUNK = 100_000;

const nextId = async (runner: QueryRunner, table: string) =>
  Number((await runner.query(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM \`${table}\``))[0].id);

/**
 * The leaderboards' data for the benchmark participants (ids firstId ..): REGIONS top-level
 * locations with offices below them, participant n at office n % (REGIONS x OFFICES); teams
 * of TEAM_SIZE in id order (users.team_id and team_members, the first one leader); and
 * participant n with n % 25 = 1 friends (accepted) with the FRIENDS participants after
 * them. Explicit ids and INSERT ... SELECT over the sequence tables, as the scale seed.
 */
export async function seedScaleBoards(
  runner: QueryRunner,
  plan: { promotionId: number; firstId: number; participants: number },
) {
  const { promotionId, firstId, participants } = plan;
  const offices = REGIONS * OFFICES_PER_REGION;
  const region = await nextId(runner, 'locations');
  await runner.query(
    `INSERT INTO locations (id, promotion_id, name, parent_id, level)
     SELECT ${region - 1} + s.seq, ?, CONCAT('Bench Region ', s.seq), NULL, 1
       FROM seq_1_to_${REGIONS} s`,
    [promotionId],
  );
  const office = region + REGIONS;
  await runner.query(
    `INSERT INTO locations (id, promotion_id, name, parent_id, level)
     SELECT ${office} + s.seq, ?, CONCAT('Bench Office ', s.seq + 1), ${region} + s.seq DIV ${OFFICES_PER_REGION}, 2
       FROM seq_0_to_${offices - 1} s`,
    [promotionId],
  );
  const team = await nextId(runner, 'teams');
  await runner.query(
    `INSERT INTO teams (id, promotion_id, name, status)
     SELECT ${team - 1} + s.seq, ?, CONCAT('Bench Team ', s.seq), 1
       FROM seq_1_to_${Math.ceil(participants / TEAM_SIZE)} s`,
    [promotionId],
  );
  for (let from = 0; from < participants; from += CHUNK) {
    // n = u.id - firstId counts from 0 here.
    const users = `u.id BETWEEN ${firstId + from} AND ${firstId + Math.min(participants, from + CHUNK) - 1}`;
    const n = `(u.id - ${firstId})`;
    await runner.query(
      `UPDATE users u SET u.location_id = ${office} + ${n} % ${offices},
         u.team_id = ${team} + ${n} DIV ${TEAM_SIZE} WHERE ${users}`,
    );
    await runner.query(
      `INSERT INTO team_members (team_id, user_id, promotion_id, is_leader)
       SELECT u.team_id, u.id, u.promotion_id, ${n} % ${TEAM_SIZE} = 0 FROM users u WHERE ${users}`,
    );
    await runner.query(
      `INSERT INTO friendships (promotion_id, friender_id, friendee_id, status)
       SELECT u.promotion_id, u.id, u.id + k.seq, 'A' FROM users u
         JOIN seq_1_to_${FRIENDS} k ON ${n} + k.seq < ${participants}
        WHERE ${users} AND ${n} % 25 = 0`,
    );
  }
}
