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
  const loggerEmails = await seeded.unlogged(wanted);
  const sessions = await logInAll(target, loggerEmails, DEMO_PASSWORD);
  return { promotionId, readers, logPlan: { sessions, days, activityIds } };
}
