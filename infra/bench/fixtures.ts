import { Redis } from 'ioredis';
import { SESSION_COOKIE, SessionStore, loadConfig } from '@wellness/platform';
import { DEMO_PASSWORD, benchEmail } from '@wellness/schema';
import type { Scale } from '@wellness/schema';
import type { SeededParticipants } from './backends';
import { callApi, logInAll } from '../scripts/api-client';
import type { ApiTarget, Session } from '../scripts/api-client';
import { BENCH_TARGET } from './config';
import type { LogPlan } from './scenarios';

/** Sessions the read scenarios rotate over: participants spread over the whole leaderboard. */
const READERS = 40;
/**
 * Logs per second a logging session pool is sized for; the run fails if it runs short. A quiet
 * 2-core machine logs about 700 a second at scale 10,000: twice that leaves room.
 */
const LOG_RATE_CEILING = 1_500;

export interface Fixtures {
  promotionId: number;
  readers: Session[];
  logPlan: LogPlan;
  /** The logging scenario's floor logs for these participants: none of logPlan's (issue 18). */
  floorLogPlan: LogPlan;
}

/**
 * Sessions written straight to Redis (as a login writes them) for the floor's loggers: no
 * argon2 verification each, so the run spends no time signing them in.
 */
async function mintSessions(
  floor: { redisUrl: string; redisPrefix: string },
  users: Array<{ id: number; email: string }>,
  promotionId: number,
): Promise<Session[]> {
  const redis = new Redis(floor.redisUrl);
  try {
    const config = loadConfig(0, { ...process.env, REDIS_PREFIX: floor.redisPrefix });
    const store = new SessionStore({
      redis,
      prefix: floor.redisPrefix,
      ttl: config.sessionTtl,
      ttlStayLoggedIn: config.sessionTtlStayLoggedIn,
      absoluteTtl: config.sessionAbsoluteTtl,
      absoluteTtlStayLoggedIn: config.sessionAbsoluteTtlStayLoggedIn,
    });
    return await Promise.all(
      users.map(async ({ id, email }) => {
        const record = { user_id: id, promotion_id: promotionId, role: 'User' as const };
        const session = await store.create({ ...record, stay_logged_in: false });
        return { email, cookie: `${SESSION_COOKIE}=${session}`, userId: id, promotionId };
      }),
    );
  } finally {
    redis.disconnect();
  }
}

interface EntryView {
  recorded_on: string;
  available: boolean;
}
interface ActivityView {
  id: number;
  week_available: number;
  is_one_time: boolean;
}

async function get<T>(target: ApiTarget, path: string, session: Session): Promise<T> {
  const response = await callApi<T>(target, 'GET', path, { cookie: session.cookie });
  if (response.status !== 200 || response.body.data === undefined) {
    throw new Error(`GET ${path} gave ${response.status} ${response.body.errors?.join(' ') ?? ''}`);
  }
  return response.body.data;
}

/**
 * Signs in the accounts the scenarios use (not measured) and plans the logs: sessions of
 * participants who have logged nothing, and the days and activities the API says are open.
 */
export async function prepareFixtures(
  scale: Scale,
  seeded: SeededParticipants,
  loadSeconds: number,
  target: ApiTarget = BENCH_TARGET,
  floor: { loadSeconds: number; redisUrl: string; redisPrefix: string } | null = null,
): Promise<Fixtures> {
  const readerEmails = Array.from({ length: READERS }, (_, k) =>
    benchEmail(1 + Math.floor((k * scale) / READERS)),
  );
  const readers = await logInAll(target, readerEmails, DEMO_PASSWORD);
  const [first] = readers;
  const promotionId = first.promotionId;

  const [week, activities, promotion] = await Promise.all([
    get<EntryView[]>(target, '/api/entries?wk=1', first),
    get<ActivityView[]>(target, `/api/promotions/${promotionId}/activities?page_size=0`, first),
    get<{ max_activities_day: number }>(target, '/api/promotions/current', first),
  ]);
  const days = week.filter((entry) => entry.available).map((entry) => entry.recorded_on);
  const activityIds = activities
    .filter((activity) => activity.week_available === 1 && !activity.is_one_time)
    .slice(0, promotion.max_activities_day)
    .map((activity) => activity.id);
  const perParticipant = days.length * activityIds.length;
  if (perParticipant === 0) throw new Error('No day or activity is open for logging in week 1');

  const wanted = Math.ceil((loadSeconds * LOG_RATE_CEILING) / perParticipant);
  const floorWanted = Math.ceil(((floor?.loadSeconds ?? 0) * LOG_RATE_CEILING) / perParticipant);
  // The scenario's loggers first, the floor's after them: no participant logs for both. Too
  // few left to log (a small scale): shared in proportion, each side then reports running out.
  const unlogged = await seeded.unlogged(wanted + floorWanted);
  const ours = Math.min(
    wanted,
    Math.ceil((unlogged.length * wanted) / Math.max(wanted + floorWanted, 1)),
  );
  const loggerEmails = unlogged.slice(0, ours).map((user) => user.email);
  const sessions = await logInAll(target, loggerEmails, DEMO_PASSWORD);
  const floorSessions = floor ? await mintSessions(floor, unlogged.slice(ours), promotionId) : [];
  return {
    promotionId,
    readers,
    logPlan: { sessions, days, activityIds },
    floorLogPlan: { sessions: floorSessions, days, activityIds },
  };
}
