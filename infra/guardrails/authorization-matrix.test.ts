import type { TSchema } from '@sinclair/typebox';
import type { Caller, RouteUnderTest, ServiceUnderTest } from './stack';
import {
  buildServices,
  callers,
  closeServices,
  routesOf,
  seedOtherPromotion,
  sessionCookie,
} from './stack';
import { fillUrl, sample, sampleRecords } from './samples';
import type { SampleRecords } from './samples';

/** Text that only the demo promotion's records contain: never in an outsider's response. */
const DEMO_MARKERS = [
  'participant@demo.test',
  'Pat Participant',
  'Demo Promotion',
  'Healthy Habits Challenge',
];

function expectedStatus(route: RouteUnderTest, caller: Caller): 'allowed' | 401 | 403 {
  const { allow } = route.access;
  if (allow === 'anonymous') return 'allowed';
  if (!caller.role) return 401;
  if (allow !== 'signed-in' && !allow.includes(caller.role)) return 403;
  return 'allowed';
}

// Hundreds of real requests in one test, judged as a whole.
const SUITE_TIMEOUT_MS = 180_000;

describe('authorization matrix: every route × anonymous, the nine roles and another promotion', () => {
  let services: ServiceUnderTest[];
  let records: SampleRecords;
  let demoChannel: string;
  let pairs = 0;

  beforeAll(async () => {
    services = await buildServices();
    await seedOtherPromotion(services[0].server);
    records = await sampleRecords(services[0].server);
    [{ websocket_channel: demoChannel }] = await services[0].server.db.query(
      'SELECT websocket_channel FROM promotions WHERE id = ?',
      [records.promotionId],
    );
  });
  afterAll(async () => {
    console.info(`authorization matrix: checked ${pairs} route × caller pairs`);
    await closeServices(services);
  });

  async function call(route: RouteUnderTest, caller: Caller) {
    const { server } = route.service;
    const schema = route.schema as Record<string, TSchema | undefined>;
    const params = (sample(schema.params, route.url, records) ?? {}) as Record<string, unknown>;
    const query = sample(schema.querystring, route.url, records) as
      Record<string, string> | undefined;
    const body = sample(schema.body, route.url, records);
    const cookie = await sessionCookie(server, caller);
    return server.inject({
      method: route.method as 'GET',
      url: fillUrl(route.url, params),
      query,
      headers: { host: caller.host, 'x-requested-with': 'wellness', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  it('covers at least one route of each service', () => {
    expect(services.map((s) => s.server.declaredRoutes.length).every((n) => n > 0)).toBe(true);
  });

  it(
    'answers every pair as the route declares, and never leaks another promotion',
    async () => {
      const failures: string[] = [];
      for (const route of routesOf(services)) {
        for (const caller of callers()) {
          const response = await call(route, caller);
          pairs += 1;
          const name = `${route.method} ${route.url} as ${caller.name}: ${response.statusCode} ${response.body.slice(0, 120)}`;
          const expected = expectedStatus(route, caller);
          if (response.statusCode >= 500) failures.push(`5xx — ${name}`);
          if (expected !== 'allowed' && response.statusCode !== expected)
            failures.push(`expected ${expected} — ${name}`);
          if (
            expected === 'allowed' &&
            [401, 403].includes(response.statusCode) &&
            route.access.allow !== 'anonymous'
          ) {
            failures.push(`expected access — ${name}`);
          }
          if (response.statusCode >= 400 && !Array.isArray(response.json().errors))
            failures.push(`no {errors} — ${name}`);
          if (caller.host !== 'demo.localhost:8080') {
            const leaked = [...DEMO_MARKERS, demoChannel].filter((marker) =>
              response.body.includes(marker),
            );
            if (leaked.length) failures.push(`leaked ${leaked.join(', ')} — ${name}`);
            const params: string[] = route.url.match(/:([A-Za-z_]+)/g) ?? [];
            const scoped = ['promotion', 'own', 'managed'].includes(route.access.scope);
            if (
              scoped &&
              params.includes(':promotion_id') &&
              expected === 'allowed' &&
              ![403, 404].includes(response.statusCode)
            ) {
              failures.push(`expected 404 or 403 for another promotion's records — ${name}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(pairs).toBe(routesOf(services).length * callers().length);
    },
    SUITE_TIMEOUT_MS,
  );
});
