import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { ResultSetHeader } from 'mysql2/promise';
import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { E2E_MYSQL_URL, E2E_REDIS_PREFIX } from './stack-config';
// The one rule for the current competition (a module with no dependencies Playwright cannot load).
import { currentCompetition } from '../../services/platform/src/competitions';

/** The demo promotion's id in the seed (the default promotion is 1). */
const DEMO_PROMOTION_ID = 2;

/** Runs statements against the e2e database: for set-ups no screen offers yet (dates, limits). */
export async function sql(statement: string, params: unknown[] = []): Promise<unknown> {
  const connection = await createConnection({ uri: E2E_MYSQL_URL });
  try {
    const [rows] = await connection.query(statement, params);
    return rows;
  } finally {
    await connection.end();
  }
}

/** Redis key of a promotion's individual leaderboard (services/platform/src/leaderboards/keys.ts). */
const individualBoard = (promotionId: number) => `${E2E_REDIS_PREFIX}lb:${promotionId}:individual`;
/** The friends board's scores (keys.ts `friendsBoardKey`): every opted-in participant. */
const friendsBoard = (promotionId: number) => `${E2E_REDIS_PREFIX}lb:${promotionId}:friends`;
/** Its boards' versions (keys.ts `versionsKey`): the services' cached pages follow them. */
const boardVersions = (promotionId: number) => `${E2E_REDIS_PREFIX}lb:${promotionId}:versions`;

/**
 * Puts a new participant written straight to MySQL on the individual and friends leaderboards'
 * sorted sets, as registration does (services/participant README "Leaderboards at scale"): opted in,
 * 0 points, so no team or location sum moves, and the board's version bumped in the same
 * MULTI so no service answers from a page cached before. (Playwright cannot load the
 * platform's TypeORM entities, so these are the Redis commands themselves.)
 */
async function addToBoard(promotionId: number, userId: number): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    await redis
      .multi()
      .zadd(individualBoard(promotionId), 0, String(userId).padStart(10, '0'))
      .zadd(friendsBoard(promotionId), 0, String(userId).padStart(10, '0'))
      .hincrby(boardVersions(promotionId), 'individual', 1)
      .exec();
  } finally {
    redis.disconnect();
  }
}

/** Rebuilds a promotion's leaderboards from MySQL after set-ups written straight to it. */
export function rebuildBoards(promotionId: number) {
  execFileSync(process.execPath, [
    '--import',
    'tsx',
    'infra/scripts/rebuild-boards.ts',
    E2E_MYSQL_URL,
    E2E_REDIS_PREFIX,
    String(promotionId),
  ]);
}

/** Rebuilds the demo promotion's leaderboards from MySQL after set-ups written straight to it. */
export const rebuildDemoBoards = () => rebuildBoards(DEMO_PROMOTION_ID);

/** A team of the demo promotion with these members (teams get their own screens later). */
export async function newTeam(name: string, members: Participant[]): Promise<number> {
  // A team of the demo's current competition, as the teams routes pick it (platform
  // currentCompetition: running, else the next, else the last), led by the first member.
  const competition = await currentCompetition({ query: sql }, DEMO_PROMOTION_ID);
  const result = (await sql(
    'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (?, ?, ?, 1)',
    [DEMO_PROMOTION_ID, competition?.id ?? null, name],
  )) as ResultSetHeader;
  for (const [index, member] of members.entries()) {
    await sql(
      'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, ?)',
      [result.insertId, member.id, DEMO_PROMOTION_ID, index === 0],
    );
  }
  await sql('UPDATE users SET team_id = ? WHERE id IN (?)', [
    result.insertId,
    members.map((member) => member.id),
  ]);
  rebuildDemoBoards();
  return result.insertId;
}

/** An accepted friendship (friends arrive with their own screens in Social II). */
export async function befriend(a: Participant, b: Participant) {
  await sql(
    "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) SELECT promotion_id, ?, ?, 'A' FROM users WHERE id = ?",
    [a.id, b.id, a.id],
  );
  // As the social service does after its commit (platform leaderboards `friendsChanged`): both
  // friend sets dropped and their versions moved on, so the friends board reads them anew.
  const [{ promotion_id: promotionId }] = (await sql(
    'SELECT promotion_id FROM users WHERE id = ?',
    [a.id],
  )) as Array<{ promotion_id: number }>;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const multi = redis.multi();
    for (const id of [a.id, b.id]) {
      const set = `${E2E_REDIS_PREFIX}lb:${promotionId}:friends-of:${String(id).padStart(10, '0')}`;
      multi.incr(`${set}:version`).del(set);
    }
    await multi.exec();
  } finally {
    redis.disconnect();
  }
}

/**
 * A finished picture of the participant: all 20 segments earned and revealed; with
 * `galleryChoiceMade` its gallery choice is made, so its bonus waits (to keep, share or gift).
 */
export async function revealedWork(participant: Participant, galleryChoiceMade = false) {
  const [image] = (await sql(
    `SELECT i.id, i.style_id FROM style_images i JOIN work_styles s ON s.id = i.style_id
      JOIN promotions p ON p.collection_id = s.collection_id WHERE p.id = 2 ORDER BY i.id LIMIT 1`,
  )) as Array<{ id: number; style_id: number }>;
  await sql(
    `INSERT INTO works (promotion_id, user_id, current_user_id, style_id, style_image_id,
       segments_available, segments_revealed, completed, completed_at, made_final_gallery_choice)
     VALUES (2, ?, ?, ?, ?, 20, 20, 1, NOW(3), ?)`,
    [participant.id, participant.id, image!.style_id, image!.id, galleryChoiceMade],
  );
}

/** A word no other test, repetition or run has used: for e-mails, names and titles. */
export const uniqueTag = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface Participant {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the leaderboard, the wall and the users table show it. */
  name: string;
}

/**
 * A new participant (role User) of the demo promotion who signs in with the demo password.
 * A test that logs, posts, favourites or edits as a participant arranges its own this way,
 * so that it never depends on what another test did to a seeded account (or undid).
 * The last name ends in a unique tag, so the name finds this participant's row alone; the
 * e-mail is unique too (`e2e.<tag>@demo.test` unless given).
 */
export async function newParticipant({
  firstName = 'Ivy',
  lastName = 'Independent',
  email,
  promotionId,
  newcomer = false,
  firstHomeVisit = false,
  earnsBadges = false,
}: {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Another promotion than the demo (e.g. one made by `newPromotion`). */
  promotionId?: number;
  /** Not through the prestart wizard yet (spec 3 s4); by default they have been. */
  newcomer?: boolean;
  /** Has not been home yet: home opens the first-work popup (spec 1 s4); by default they have. */
  firstHomeVisit?: boolean;
  /**
   * Earns badges as they log: the live badge popup opens over the page. By default they hold
   * every badge already, so a journey's logs open no popup.
   */
  earnsBadges?: boolean;
} = {}): Promise<Participant> {
  const tag = uniqueTag();
  const address = email ?? `e2e.${tag}@demo.test`;
  const last = `${lastName} ${tag}`;
  // Promotion, office and the demo password's hash come from the seed's first participant.
  const result = (await sql(
    `INSERT INTO users (promotion_id, location_id, email, password_hash, role, first_name, last_name,
       has_seen_tutorial, survey_available, has_been_home)
     SELECT COALESCE(?, promotion_id), IF(? IS NULL, location_id, NULL), ?, password_hash, 'User', ?, ?, ?, ?, ?
       FROM users WHERE email = 'participant@demo.test'`,
    [
      promotionId ?? null,
      promotionId ?? null,
      address,
      firstName,
      last,
      !newcomer,
      newcomer,
      !firstHomeVisit,
    ],
  )) as ResultSetHeader;
  if (result.affectedRows !== 1) throw new Error('the seed has no participant@demo.test to copy');
  const [{ promotion_id }] = (await sql('SELECT promotion_id FROM users WHERE id = ?', [
    result.insertId,
  ])) as Array<{ promotion_id: number }>;
  await addToBoard(promotion_id, result.insertId);
  if (!earnsBadges) {
    await sql(
      `INSERT IGNORE INTO user_badges (user_id, badge_id)
       SELECT ?, id FROM badges WHERE promotion_id IN (1, ?)`,
      [result.insertId, promotion_id],
    );
  }
  return {
    id: result.insertId,
    email: address,
    firstName,
    lastName: last,
    name: `${firstName} ${last}`,
  };
}

/**
 * A promotion of its own on subdomain `<name>-<tag>` (reached at http://<subdomain>.localhost):
 * a copy of the demo's dates, password rule and pilot password (the seed's 'pilot-2026'), with
 * the launch date changed, e.g. to the future for the pilot-password gate (spec 3 s2).
 */
export async function newPromotion({
  name = 'prelaunch',
  launchOn,
  devices = false,
}: {
  name?: string;
  launchOn: string;
  /** Copy the demo's devices (Fitbit; Validic with Garmin and Withings). */
  devices?: boolean;
}): Promise<{ id: number; subdomain: string }> {
  const subdomain = `${name}-${uniqueTag()}`;
  const result = (await sql(
    `INSERT INTO promotions (organization_id, name, subdomain, program_name, starts_on, ends_on,
       launch_on, registration_starts_on, registration_ends_on, program_length, default_goal,
       websocket_channel, pilot_password_hash, is_fitbit_enabled, is_validic_enabled,
       visible_validic_devices)
     SELECT organization_id, ?, ?, program_name, starts_on, ends_on, ?, registration_starts_on,
       registration_ends_on, program_length, default_goal, ?, pilot_password_hash,
       is_fitbit_enabled AND ?, is_validic_enabled AND ?, IF(?, visible_validic_devices, NULL)
       FROM promotions WHERE subdomain = 'demo'`,
    [
      `Prelaunch ${subdomain}`,
      subdomain,
      launchOn,
      randomBytes(12).toString('hex'),
      devices,
      devices,
      devices,
    ],
  )) as ResultSetHeader;
  if (result.affectedRows !== 1) throw new Error('the seed has no demo promotion to copy');
  return { id: result.insertId, subdomain };
}
