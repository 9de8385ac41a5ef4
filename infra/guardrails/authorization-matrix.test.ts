import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Caller, RouteUnderTest, ServiceUnderTest } from './stack';
import {
  DEMO_HOST,
  buildServices,
  callers,
  closeServices,
  routesOf,
  seedOtherPromotion,
  sessionCookie,
} from './stack';
import { arrange, recordsOf } from './arrange';
import type { Arranged } from './arrange';
import { EXPECTED_ACCESS } from './expected-access';
import { declarationProblems, expectedAccessOf, expectedStatus, keyOf } from './matrix';
import { REQUESTS } from './requests';
import type { MatrixRequest } from './requests';
import { TABLE_ROUTES, declaredRoute } from './route-table';
import { fillUrl } from './samples';

/** Text that only the demo promotion's records contain: never in an outsider's response. */
const DEMO_MARKERS = [
  'participant@demo.test',
  'Pat Participant',
  'Demo Promotion',
  'Healthy Habits Challenge',
];

// One route × the eleven callers, one after another, on a busy machine.
const ROUTE_TIMEOUT_MS = 60_000;
// Migrating, seeding (argon2 hashes) and arranging every caller's records on a busy machine.
const SETUP_TIMEOUT_MS = 120_000;

describe('authorization matrix: every route × anonymous, the nine roles and another promotion', () => {
  let services: ServiceUnderTest[];
  let arranged: Arranged;
  let demoChannel: string;
  let uploadDir: string;
  let pairs = 0;

  const service = (name: string) => services.find((s) => s.name === name)!.server;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'wellness-matrix-'));
    process.env.UPLOAD_DIR = uploadDir;
    services = await buildServices();
    await seedOtherPromotion(services[0].server);
    arranged = await arrange(service('social'));
    [{ websocket_channel: demoChannel }] = await services[0].server.db.query(
      'SELECT websocket_channel FROM promotions WHERE id = ?',
      [arranged.shared.promotionId],
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    console.info(`authorization matrix: checked ${pairs} route × caller pairs`);
    await closeServices(services);
    await rm(uploadDir, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  /** A one-time token, minted by a master, that opens a session for a user of the caller's host. */
  async function token(caller: Caller): Promise<string> {
    const admin = service('admin');
    const master = callers().find((c) => c.role === 'Master')!;
    const [user] = await admin.db.query('SELECT id FROM users WHERE email = ?', [caller.email]);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/users/impersonate',
      headers: {
        host: DEMO_HOST,
        'x-requested-with': 'wellness',
        cookie: (await sessionCookie(admin, master))!,
      },
      payload: {
        impersonate_id: caller.host === DEMO_HOST ? arranged.shared.impersonateId : user.id,
      },
    });
    if (response.statusCode !== 200) throw new Error(`minting a token: ${response.body}`);
    // The link carries the token in its fragment, which no server sees or logs.
    return new URL(response.json().data.url as string).hash.slice(1);
  }

  async function call(route: RouteUnderTest, caller: Caller, request: MatrixRequest) {
    const { server } = route.service;
    const impersonatedBy = request.impersonated ? arranged.shared.masterId : undefined;
    const cookie = await sessionCookie(server, caller, impersonatedBy);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const payload = request.multipart?.payload ?? JSON.stringify(request.body ?? {});
    const contentType = request.multipart?.contentType ?? 'application/json';
    return server.inject({
      method: route.method as 'GET',
      url: fillUrl(route.url, request.params ?? {}),
      query: request.query as Record<string, string> | undefined,
      headers: {
        host: caller.host,
        'x-requested-with': 'wellness',
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { 'content-type': contentType } : {}),
      },
      ...(hasBody ? { payload } : {}),
    });
  }

  it('declares for every route exactly the access the spec table gives, and no other route', () => {
    const routes = routesOf(services);
    const missingRequests = routes.filter((r) => !REQUESTS[keyOf(r)]).map(keyOf);
    const staleRequests = Object.keys(REQUESTS).filter((key) => !EXPECTED_ACCESS[key]);
    expect(declarationProblems(routes)).toEqual([]);
    expect(missingRequests).toEqual([]);
    expect(staleRequests).toEqual([]);
  });

  // One test per route, in the table's order (requests/teams.ts: a caller's team is read
  // before it is deleted); each caller in turn, as the records arranged for them allow.
  it.each(TABLE_ROUTES)(
    "%s answers every caller as the table says (the route's success status when admitted) and never leaks another promotion",
    async (key) => {
      const route = declaredRoute(services, key);
      const expected = expectedAccessOf(route);
      const spec = REQUESTS[key];
      if (!expected) throw new Error(`${key} has no entry in expected-access/`);
      if (!spec) throw new Error(`${key} has no request in requests/`);
      const failures: string[] = [];
      for (const caller of callers()) {
        const request = await spec.build({
          caller,
          own: recordsOf(arranged, caller),
          shared: arranged.shared,
          files: arranged.files,
          token: () => token(caller),
        });
        const response = await call(route, caller, request);
        pairs += 1;
        const status = expectedStatus(route, expected, spec, caller);
        const name = `${key} as ${caller.name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode !== status) failures.push(`expected ${status} — ${name}`);
        if (response.statusCode >= 400 && !Array.isArray(response.json().errors))
          failures.push(`no {errors} — ${name}`);
        if (caller.host !== DEMO_HOST) {
          const leaked = [...DEMO_MARKERS, demoChannel].filter((marker) =>
            response.body.includes(marker),
          );
          if (leaked.length) failures.push(`leaked ${leaked.join(', ')} — ${name}`);
        }
      }
      expect(failures).toEqual([]);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('called every declared route as every caller', () => {
    expect(pairs).toBe(routesOf(services).length * callers().length);
  });
});
