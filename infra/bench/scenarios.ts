import type autocannon from 'autocannon';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@wellness/platform';
import type { Session } from '../scripts/api-client';

export interface Scenario {
  name: string;
  /** The sequence autocannon sends on every connection, over and over. */
  requests: autocannon.Request[];
  /** Where it is sent: the edge unless said (e.g. straight to a service). */
  origin?: string;
  /** Set when the scenario could not send what it meant to (e.g. it ran out of new logs). */
  problem?: () => string | null;
}

const JSON_WRITE = { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

/** Round-robin over a list: each call gives the next item. */
export function rotate<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

const withCookie = (request: autocannon.Request, cookie: string): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, cookie },
});

/** POST /api/authenticate, a different account each time so no account is hammered. */
export function logInScenario(nextEmail: () => string, password: string): Scenario {
  return {
    name: 'log in',
    requests: [
      {
        method: 'POST',
        path: '/api/authenticate',
        headers: JSON_WRITE,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: nextEmail(), password, stay_logged_in: false }),
        }),
      },
    ],
  };
}

/** One signed-in GET, rotating over many participants' sessions. */
export function readScenario(name: string, path: string, nextSession: () => Session): Scenario {
  return {
    name,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => withCookie(request, nextSession().cookie),
      },
    ],
  };
}

/**
 * The week's activities view: the week's entries, then the promotion's activities, the two
 * calls the page makes, for one participant at a time.
 */
export function weekScenario(promotionId: number, nextSession: () => Session): Scenario {
  type Context = { cookie?: string };
  return {
    name: 'week view (entries + activities)',
    requests: [
      {
        method: 'GET',
        path: '/api/entries?wk=1',
        setupRequest: (request, context) => {
          const { cookie } = nextSession();
          (context as Context).cookie = cookie;
          return withCookie(request, cookie);
        },
      },
      {
        method: 'GET',
        path: `/api/promotions/${promotionId}/activities?page_size=0`,
        setupRequest: (request, context) => withCookie(request, (context as Context).cookie ?? ''),
      },
    ],
  };
}

export interface LogPlan {
  sessions: Session[];
  /** Days open for logging, oldest first. */
  days: string[];
  /** Activities a participant may log on every one of those days (no one-time ones). */
  activityIds: number[];
}

/** How many new logs a plan holds: each (participant, day, activity) is logged once. */
export const logCapacity = (plan: LogPlan) =>
  plan.sessions.length * plan.days.length * plan.activityIds.length;

/**
 * POST /api/entries/{day}/entry_activities where every request is a new, valid log: the
 * n-th request goes to participant n mod P, so consecutive logs belong to different people
 * (no waiting on one participant's row lock), and each walks its days and activities once.
 */
export function logActivityScenario(plan: LogPlan): Scenario {
  const capacity = logCapacity(plan);
  let sent = 0;
  let exhausted = false;
  return {
    name: 'log an activity',
    requests: [
      {
        method: 'POST',
        headers: JSON_WRITE,
        setupRequest: (request) => {
          if (sent >= capacity) exhausted = true;
          const n = Math.min(sent++, capacity - 1);
          const session = plan.sessions[n % plan.sessions.length];
          const slot = Math.floor(n / plan.sessions.length);
          const day = plan.days[Math.floor(slot / plan.activityIds.length)];
          const activityId = plan.activityIds[slot % plan.activityIds.length];
          return withCookie(
            {
              ...request,
              path: `/api/entries/${day}/entry_activities`,
              body: JSON.stringify({ activity_id: activityId, feels_value: 1 }),
            },
            session.cookie,
          );
        },
      },
    ],
    problem: () =>
      exhausted ? `ran out of new logs after ${capacity}: use more logging sessions` : null,
  };
}
