import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { daysAgo } from './helpers';

/**
 * The `n`-th distinct log of the demo promotion's week-1 activities: spread over today and
 * the two days before (at most 10 a day, the demo's daily maximum).
 */
export async function logPlan(server: FastifyInstance) {
  const rows: Array<{ id: number }> = await server.db.query(
    'SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1 AND is_one_time = 0 ORDER BY id',
  );
  const days = [daysAgo(0), daysAgo(1), daysAgo(2)];
  return (index: number) => ({
    day: days[index % 3],
    activityId: Number(rows[Math.floor(index / 3)].id),
  });
}

/** The works routes and logging, called as one signed-in user. */
export function worksClient(server: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: clientHeaders(cookie),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    log: (day: string, activity_id: number) =>
      call('POST', `/entries/${day}/entry_activities`, { activity_id, feels_value: 1 }),
    unlog: (day: string, activityId: number) =>
      server.inject({
        method: 'DELETE',
        url: `/api/entries/${day}/entry_activities/${activityId}`,
        headers: clientHeaders(cookie),
      }),
    styles: async () => (await call('GET', '/promotions/2/work_styles')).json().data,
    start: (style_id: number) => call('POST', '/works', { style_id }),
    current: async () => (await call('GET', '/works/current')).json().data,
    reveal: (id: number, segments_revealed: number) =>
      call('PUT', `/works/${id}`, { segments_revealed }),
  };
}

/** Logs the plan's logs `from` to `to` (exclusive) one after the other. */
export async function logRange(
  client: ReturnType<typeof worksClient>,
  plan: Awaited<ReturnType<typeof logPlan>>,
  from: number,
  to: number,
) {
  for (let index = from; index < to; index += 1) {
    const { day, activityId } = plan(index);
    const response = await client.log(day, activityId);
    if (response.statusCode !== 201) throw new Error(`log ${index} failed: ${response.body}`);
  }
}
