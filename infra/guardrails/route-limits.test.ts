import { EXPECTED_LIMITS } from './expected-limits';
import { keyOf } from './matrix';
import type { ServiceUnderTest } from './stack';
import { buildServices, closeServices, routesOf } from './stack';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('route limits: every write route and every expensive read declares its limit class', () => {
  let services: ServiceUnderTest[];
  beforeAll(async () => {
    services = await buildServices();
  });
  afterAll(() => closeServices(services));

  it('declares the class the table names, on every write route', () => {
    const routes = routesOf(services);
    const problems: string[] = [];
    for (const route of routes) {
      const key = keyOf(route);
      const expected = EXPECTED_LIMITS[key];
      if (WRITES.includes(route.method) && !expected)
        problems.push(`missing from the table — ${key}`);
      if (route.limit !== expected) {
        problems.push(
          `declares ${route.limit ?? 'no limit'}, the table ${expected ?? 'none'} — ${key}`,
        );
      }
    }
    const declared = new Set(routes.map(keyOf));
    for (const key of Object.keys(EXPECTED_LIMITS)) {
      if (!declared.has(key)) problems.push(`table entry with no route — ${key}`);
    }
    expect(problems).toEqual([]);
  });
});
