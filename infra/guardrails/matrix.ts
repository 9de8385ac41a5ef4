import { EXPECTED_ACCESS } from './expected-access';
import type { Allow, CallerName, ExpectedAccess } from './expected-access';
import type { RequestSpec } from './requests';
import type { Caller, RouteUnderTest } from './stack';
import { DEMO_HOST } from './stack';

export const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The table's entry for a declared route. */
export const expectedAccessOf = (route: RouteUnderTest): ExpectedAccess | undefined =>
  EXPECTED_ACCESS[keyOf(route)];

const shown = (allow: Allow) => (typeof allow === 'string' ? allow : [...allow].sort().join(', '));

/**
 * Differences between the routes' own `access` declarations and the table: a route missing
 * from the table, a table entry with no route, other roles or another scope.
 */
export function declarationProblems(routes: RouteUnderTest[]): string[] {
  const problems: string[] = [];
  const declared = new Set(routes.map(keyOf));
  for (const route of routes) {
    const expected = expectedAccessOf(route);
    const key = keyOf(route);
    if (!expected) {
      problems.push(`route missing from the table — ${key}`);
      continue;
    }
    if (shown(route.access.allow) !== shown(expected.allow)) {
      problems.push(
        `declares allow [${shown(route.access.allow)}], the table [${shown(expected.allow)}] — ${key}`,
      );
    }
    if (route.access.scope !== expected.scope) {
      problems.push(`declares scope ${route.access.scope}, the table ${expected.scope} — ${key}`);
    }
  }
  for (const key of Object.keys(EXPECTED_ACCESS)) {
    if (!declared.has(key)) problems.push(`table entry with no route — ${key}`);
  }
  return problems;
}

/** The route's success status: the table's, else the 2xx its response schema declares. */
export function successStatus(route: RouteUnderTest, expected: ExpectedAccess): number {
  if (expected.success) return expected.success.status;
  const declared = Object.keys((route.schema.response ?? {}) as object).map(Number);
  const success = declared.filter((status) => status >= 200 && status < 300).sort();
  if (!success.length) throw new Error(`${keyOf(route)} declares no 2xx response`);
  return success[0];
}

/**
 * What the caller must get, from the table alone: 401 for anonymous and 403 for a role it
 * does not admit; a refusal it names; 404 for a caller of another promotion who names the
 * demo's records; otherwise success.
 */
export function expectedStatus(
  route: RouteUnderTest,
  expected: ExpectedAccess,
  request: RequestSpec,
  caller: Caller,
): number {
  const { allow } = expected;
  if (allow !== 'anonymous') {
    if (!caller.role) return 401;
    if (allow !== 'signed-in' && !allow.includes(caller.role)) return 403;
  }
  const refused = expected.refused?.[caller.name as CallerName];
  if (refused) return refused.status;
  if (caller.host !== DEMO_HOST && request.names) return 404;
  return successStatus(route, expected);
}
