import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Caller, RouteUnderTest, ServiceUnderTest } from './stack';
import { buildServices, callers, closeServices, routesOf, sessionCookie } from './stack';
import { INJECTED_LINE, LINE_BREAK_PAYLOADS, breaks, hostileString, hostileValue } from './hostile';
import { TABLE_ROUTES, atMostAtOnce, declaredRoute, untabledRoutes } from './route-table';
import { fillUrl, sample, sampleRecords } from './samples';
import type { SampleRecords } from './samples';

const RUNS = 20;
const LEAKS = /\bat .+\.(ts|js):\d+|\bSELECT\b.*\bFROM\b|\bER_[A-Z_]+|node_modules/;

interface BadRequest {
  params: Record<string, unknown>;
  query?: Record<string, unknown>;
  payload?: unknown;
  rawPayload?: string;
  contentType?: string;
}

/** A caller the route admits, so that the input itself is what gets judged. */
function admittedCaller(route: RouteUnderTest): Caller {
  const all = callers();
  const { allow } = route.access;
  if (allow === 'anonymous') return all[0];
  if (allow === 'signed-in') return all.find((c) => c.role === 'User')!;
  return all.find((c) => c.role && allow.includes(c.role) && c.host.startsWith('demo.'))!;
}

async function checksum(server: FastifyInstance): Promise<string> {
  const tables: Array<{ name: string }> = await server.db.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
  );
  const rows: Array<{ Checksum: string }> = await server.db.query(
    `CHECKSUM TABLE ${tables.map((t) => `\`${t.name}\``).join(', ')}`,
  );
  return rows.map((r) => r.Checksum).join(',');
}

// One route's variants (a few hundred requests) on a busy machine.
const ROUTE_TIMEOUT_MS = 60_000;
// Migrating and seeding (argon2 hashes) on a busy machine.
const SETUP_TIMEOUT_MS = 120_000;
/**
 * A route's variants sent at once: each variant's requests go one after another, as fast-check
 * draws them; the database's state is compared only between routes, so it stays exact.
 */
const VARIANTS_AT_ONCE = 4;
// The routes the tables miss, checked together (none once the tables are up to date).
const UNTABLED_TIMEOUT_MS = 180_000;

describe('bad input: every route refuses what breaks its schema with 4xx {errors}', () => {
  let services: ServiceUnderTest[];
  let records: SampleRecords;
  let sent = 0;
  let lineBreaksChecked = 0;
  /**
   * The stored data's checksum after the last route that left it unchanged: the next route's
   * "before" (nothing runs between two routes). Unknown after a route that failed.
   */
  let lastChecksum: string | undefined;

  beforeAll(async () => {
    services = await buildServices();
    records = await sampleRecords(services[0].server);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    console.info(`bad input: sent ${sent} schema-breaking requests`);
    await closeServices(services);
  }, SETUP_TIMEOUT_MS);

  /**
   * Sends one request as a caller the route admits, with the session opened for this route's
   * test: every request is refused, so none ends it (one that succeeds fails the test).
   */
  async function send(route: RouteUnderTest, request: BadRequest, cookie: string | undefined) {
    const { server } = route.service;
    const caller = admittedCaller(route);
    sent += 1;
    const hasBody = request.payload !== undefined || request.rawPayload !== undefined;
    return server.inject({
      method: route.method as 'GET',
      url: fillUrl(route.url, request.params),
      query: request.query as Record<string, string> | undefined,
      headers: {
        host: caller.host,
        'x-requested-with': 'wellness',
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { 'content-type': request.contentType ?? 'application/json' } : {}),
      },
      ...(request.rawPayload !== undefined ? { payload: request.rawPayload } : {}),
      ...(request.payload !== undefined ? { payload: JSON.stringify(request.payload) } : {}),
    });
  }

  function expectRefused(response: Awaited<ReturnType<typeof send>>, what: string) {
    const problem =
      response.statusCode < 400 || response.statusCode >= 500
        ? `status ${response.statusCode}`
        : !Array.isArray(response.json().errors) || response.json().errors.length === 0
          ? 'no {errors}'
          : LEAKS.test(response.body)
            ? 'leaks internals'
            : null;
    if (problem) throw new Error(`${what}: ${problem}: ${response.body.slice(0, 200)}`);
  }

  /** Invalid variants of one route's params, query and body. */
  function variants(route: RouteUnderTest) {
    const schema = route.schema as Record<string, TSchema | undefined>;
    const params = (sample(schema.params, route.url, records) ?? {}) as Record<string, unknown>;
    const query = sample(schema.querystring, route.url, records) as
      Record<string, unknown> | undefined;
    const body = sample(schema.body, route.url, records) as Record<string, unknown> | undefined;
    const checks: Array<{ what: string; arbitrary: fc.Arbitrary<BadRequest> }> = [];

    for (const key of Object.keys(params)) {
      checks.push({
        what: `param ${key}`,
        arbitrary: fc
          .oneof(
            hostileString,
            hostileValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          )
          .filter(
            (value) => value !== '' && breaks(schema.params!, { ...params, [key]: value }, 'text'),
          )
          .map((value) => ({ params: { ...params, [key]: value }, query, payload: body })),
      });
    }
    const queryProperties = Object.keys((schema.querystring?.properties ?? {}) as object);
    for (const key of queryProperties) {
      checks.push({
        what: `query ${key}`,
        arbitrary: hostileString
          .filter((value) => breaks(schema.querystring!, { ...query, [key]: value }, 'text'))
          .map((value) => ({ params, query: { ...query, [key]: value }, payload: body })),
      });
    }
    if (schema.querystring?.additionalProperties === false) {
      checks.push({
        what: 'extra query field',
        arbitrary: fc.constant({ params, query: { ...query, sneaky: '1' }, payload: body }),
      });
    }
    if (schema.body) {
      const properties = Object.keys((schema.body.properties ?? {}) as object);
      checks.push({
        what: 'body field of the wrong type',
        arbitrary: fc
          .tuple(fc.constantFrom(...(properties.length ? properties : ['x'])), hostileValue)
          .map(([key, value]) => ({ ...body, [key]: value }))
          .filter((payload) => breaks(schema.body!, payload, 'body'))
          .map((payload) => ({ params, query, payload })),
      });
      checks.push({
        what: 'body missing a field or with an extra one',
        arbitrary: fc
          .oneof(
            fc
              .constantFrom(...((schema.body.required as string[] | undefined) ?? ['__none__']))
              .map((key) => {
                const copy = { ...body };
                delete copy[key];
                return copy;
              }),
            fc
              .string({ minLength: 1, maxLength: 8 })
              .map((key) => ({ ...body, [`extra_${key}`]: 1 })),
          )
          .filter((payload) => breaks(schema.body!, payload, 'body'))
          .map((payload) => ({ params, query, payload })),
      });
      checks.push({
        what: 'body that is not an object, or not JSON',
        arbitrary: fc.oneof(
          fc
            .constantFrom<unknown>([], 'text', 42, null)
            .map((payload) => ({ params, query, payload }) as BadRequest),
          fc
            .constantFrom('{"unterminated": ', '<xml/>', '\u0000')
            .map((raw) => ({ params, query, rawPayload: raw })),
          fc.constant({
            params,
            query,
            rawPayload: 'a=1',
            contentType: 'application/x-www-form-urlencoded',
          }),
        ),
      });
    }
    return checks;
  }

  /** Sends every invalid variant of the route and compares the stored data before and after. */
  async function checkRefusals(route: RouteUnderTest) {
    const { server } = route.service;
    const key = `${route.method} ${route.url}`;
    const before = lastChecksum ?? (await checksum(server));
    lastChecksum = undefined;
    const cookie = await sessionCookie(server, admittedCaller(route));
    await atMostAtOnce(variants(route), VARIANTS_AT_ONCE, async ({ what, arbitrary }) => {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          expectRefused(await send(route, request, cookie), `${key} ${what}`);
        }),
        { numRuns: RUNS, seed: 20261121 },
      );
    });
    const after = await checksum(server);
    expect({ route: key, data: after }).toEqual({ route: key, data: before });
    lastChecksum = after;
  }

  it('covers every route', () => {
    expect(routesOf(services).length).toBeGreaterThan(0);
  });

  it.each(TABLE_ROUTES)(
    '%s answers 4xx {errors}, leaks nothing and changes no stored data',
    (key) => checkRefusals(declaredRoute(services, key)),
    ROUTE_TIMEOUT_MS,
  );

  // The authorization matrix fails on a route the tables miss; this suite still checks it.
  it(
    'answers 4xx {errors} on the declared routes the tables miss too',
    async () => {
      for (const route of untabledRoutes(services)) await checkRefusals(route);
    },
    UNTABLED_TIMEOUT_MS,
  );

  /** The text query fields of a GET route: where a link carries the caller's words. */
  const textQueryFields = (route: RouteUnderTest) =>
    Object.entries(
      ((route.schema as { querystring?: TSchema }).querystring?.properties ?? {}) as Record<
        string,
        TSchema
      >,
    )
      .filter(([, field]) => field.type === 'string')
      .map(([name]) => name);

  /** Line breaks in each text query field of a GET route: none may start a line of the answer. */
  async function checkLineBreaks(route: RouteUnderTest) {
    const schema = route.schema as Record<string, TSchema | undefined>;
    const params = (sample(schema.params, route.url, records) ?? {}) as Record<string, unknown>;
    const query = sample(schema.querystring, route.url, records) as Record<string, unknown>;
    const cookie = await sessionCookie(route.service.server, admittedCaller(route));
    for (const field of textQueryFields(route)) {
      for (const value of LINE_BREAK_PAYLOADS) {
        const response = await send(route, { params, query: { ...query, [field]: value } }, cookie);
        const what = `GET ${route.url} ${field}=${JSON.stringify(value)}`;
        expect({ what, status: response.statusCode < 500 }).toEqual({ what, status: true });
        const injected = response.body
          .split(/\r\n|\r|\n/)
          .filter((line) => line.startsWith(INJECTED_LINE.slice(0, 8)));
        expect({ what, injected }).toEqual({ what, injected: [] });
        lineBreaksChecked += 1;
      }
    }
  }

  it.each(TABLE_ROUTES.filter((key) => key.startsWith('GET ')))(
    '%s lets no line break in a text field start a line of the answer (.ics, CSV)',
    (key) => checkLineBreaks(declaredRoute(services, key)),
    ROUTE_TIMEOUT_MS,
  );

  it(
    'lets no line break start a line of the answer on the GET routes the tables miss either',
    async () => {
      for (const route of untabledRoutes(services).filter((r) => r.method === 'GET')) {
        await checkLineBreaks(route);
      }
      expect(lineBreaksChecked).toBeGreaterThan(0);
    },
    UNTABLED_TIMEOUT_MS,
  );
});
