import { EXPECTED_ACCESS } from './expected-access';
import { keyOf } from './matrix';
import { REQUESTS } from './requests';
import type { RouteUnderTest, ServiceUnderTest } from './stack';
import { routesOf } from './stack';

/**
 * Every route the tables name (`METHOD /api/path`), in the requests table's order, known when
 * Jest collects the suites: each becomes its own test, with its own time limit, so that a
 * suite's limit does not grow with the number of routes and a failure names its route. The
 * matrix calls the routes in this order (a caller's records are read before they are deleted:
 * see requests/teams.ts). A declared route the tables miss fails the matrix's declaration
 * test, and the bad-input suite still checks it (`untabledRoutes`).
 */
export const TABLE_ROUTES: string[] = [
  ...new Set([...Object.keys(REQUESTS), ...Object.keys(EXPECTED_ACCESS)]),
];

/** The declared route of a table key, or an error naming the stale entry. */
export function declaredRoute(services: ServiceUnderTest[], key: string): RouteUnderTest {
  const route = routesOf(services).find((r) => keyOf(r) === key);
  if (!route) throw new Error(`no service declares ${key}: remove its table entries`);
  return route;
}

/** Declared routes that no table names yet (the matrix's declaration test fails on them). */
export const untabledRoutes = (services: ServiceUnderTest[]): RouteUnderTest[] => {
  const tabled = new Set(TABLE_ROUTES);
  return routesOf(services).filter((route) => !tabled.has(keyOf(route)));
};

/**
 * Runs `run` over the items, at most `limit` at once. After a failure it starts no other run
 * and waits for the started ones before failing: no request of a failed test goes on into
 * the next one.
 */
export async function atMostAtOnce<T>(
  items: T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failing = false;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failing && next < items.length) {
      try {
        await run(items[next++]);
      } catch (error) {
        failing = true;
        throw error;
      }
    }
  });
  const failed = (await Promise.allSettled(lanes)).find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
