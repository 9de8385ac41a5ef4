import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { currentDate } from '@wellness/platform';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A day `n` days from the promotion's current date (negative: before). */
export function day(n: number): string {
  const today = Date.parse(`${currentDate()}T00:00:00Z`);
  return new Date(today + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A valid competition form: enrolment from `from` for a week, then 28 days of competition. */
export const competitionForm = (from = 0, extra: Record<string, unknown> = {}) => ({
  enrollment_starts_on: day(from),
  enrollment_ends_on: day(from + 6),
  competition_starts_on: day(from + 7),
  comp_length: 28,
  ...extra,
});

/** The admin app on a fresh seed, and callers signed in as the demo's staff. */
export function competitionSuite() {
  const context = {} as {
    server: FastifyInstance;
    ids: Awaited<ReturnType<typeof seededIds>>;
    other: { promotionId: number; userId: number };
  };
  beforeAll(async () => {
    context.server = await buildTestApp(app);
    await resetData(context.server);
    context.ids = await seededIds(context.server);
    context.other = await otherPromotionUser(context.server);
  });
  afterAll(() => context.server.close());

  const as = async (email: string, method: Method, url: string, payload?: unknown) =>
    context.server.inject({
      method,
      url,
      headers: clientHeaders(await signIn(context.server, email)),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const coordinator = (method: Method, url: string, payload?: unknown) =>
    as('coordinator@demo.test', method, url, payload);
  const participant = (method: Method, url: string, payload?: unknown) =>
    as('participant@demo.test', method, url, payload);
  const demo = (path: string) => `/api/promotions/${context.ids.demoId}/${path}`;
  return { context, coordinator, participant, demo };
}
