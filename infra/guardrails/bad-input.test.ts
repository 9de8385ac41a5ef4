import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Caller, RouteUnderTest, ServiceUnderTest } from './stack';
import { buildServices, callers, closeServices, routesOf, sessionCookie } from './stack';
import { INJECTED_LINE, LINE_BREAK_PAYLOADS, breaks, hostileString, hostileValue } from './hostile';
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

// Hundreds of real requests in one test, judged as a whole.
const SUITE_TIMEOUT_MS = 180_000;

describe('bad input: every route refuses what breaks its schema with 4xx {errors}', () => {
  let services: ServiceUnderTest[];
  let records: SampleRecords;
  let sent = 0;

  beforeAll(async () => {
    services = await buildServices();
    records = await sampleRecords(services[0].server);
    // Starting every service outlasts Jest's 30 s on a busy machine (as the matrix's setup).
  }, SUITE_TIMEOUT_MS);
  afterAll(async () => {
    console.info(`bad input: sent ${sent} schema-breaking requests`);
    await closeServices(services);
  });

  async function send(route: RouteUnderTest, request: BadRequest) {
    const { server } = route.service;
    const caller = admittedCaller(route);
    const cookie = await sessionCookie(server, caller);
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

  it('covers every route', () => {
    expect(routesOf(services).length).toBeGreaterThan(0);
  });

  it(
    'answers 4xx {errors}, leaks nothing and changes no stored data',
    async () => {
      for (const route of routesOf(services)) {
        const { server } = route.service;
        const before = await checksum(server);
        for (const { what, arbitrary } of variants(route)) {
          await fc.assert(
            fc.asyncProperty(arbitrary, async (request) => {
              expectRefused(await send(route, request), `${route.method} ${route.url} ${what}`);
            }),
            { numRuns: RUNS, seed: 20261121 },
          );
        }
        expect({ route: `${route.method} ${route.url}`, data: await checksum(server) }).toEqual({
          route: `${route.method} ${route.url}`,
          data: before,
        });
      }
    },
    SUITE_TIMEOUT_MS,
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

  it(
    'lets no line break in a text field start a line of the answer (.ics, CSV)',
    async () => {
      let checked = 0;
      for (const route of routesOf(services).filter((r) => r.method === 'GET')) {
        const schema = route.schema as Record<string, TSchema | undefined>;
        const params = (sample(schema.params, route.url, records) ?? {}) as Record<string, unknown>;
        const query = sample(schema.querystring, route.url, records) as Record<string, unknown>;
        for (const field of textQueryFields(route)) {
          for (const value of LINE_BREAK_PAYLOADS) {
            const response = await send(route, { params, query: { ...query, [field]: value } });
            const what = `GET ${route.url} ${field}=${JSON.stringify(value)}`;
            expect({ what, status: response.statusCode < 500 }).toEqual({ what, status: true });
            const injected = response.body
              .split(/\r\n|\r|\n/)
              .filter((line) => line.startsWith(INJECTED_LINE.slice(0, 8)));
            expect({ what, injected }).toEqual({ what, injected: [] });
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
    SUITE_TIMEOUT_MS,
  );
});
