/** One canned answer of the fake network: status and JSON body. */
export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** A route's answer: canned, or computed from the request (a promise holds it back). */
export type MockRoutes = Record<
  string,
  MockResponse | ((request: Request) => MockResponse | Promise<MockResponse>)
>;

/** Requests no route answered, with the test that sent them, until the test is checked. */
const unexpected: string[] = [];

/**
 * Replaces `fetch` at the network boundary for component tests. Keys are 'METHOD /path'
 * (query string ignored unless the key has one). A request no key matches is refused (the
 * fetch rejects) and fails the test that sent it (see `failOnUnexpectedRequests`): a test that
 * wants a 404 declares it, e.g. `'GET /api/tips/9': { status: 404 }`.
 * Returns the jest mock so tests can inspect the requests made.
 */
export function mockFetch(routes: MockRoutes) {
  const handler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const exact = `${request.method} ${url.pathname}${url.search}`;
    const entry = routes[exact] ?? routes[`${request.method} ${url.pathname}`];
    if (!entry) {
      const test = expect.getState().currentTestName ?? 'outside any test';
      unexpected.push(`${exact} (sent by "${test}")`);
      throw new TypeError(`mockFetch: no answer for ${exact}`);
    }
    const answer = typeof entry === 'function' ? await entry(request) : entry;
    const status = answer.status ?? 200;
    const body =
      answer.body ?? (status < 400 ? { data: null, meta: {} } : { errors: ['Not found'] });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const mock = jest.fn(handler);
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/**
 * Throws, naming each one, if requests were sent that no route answered since the last check.
 * Run after every front-end test by setup-tests.ts.
 */
export function failOnUnexpectedRequests() {
  const requests = unexpected.splice(0);
  if (requests.length > 0) {
    throw new Error(
      `mockFetch: ${requests.length} request(s) without an answer; declare them in mockFetch:\n` +
        requests.map((r) => `  ${r}`).join('\n'),
    );
  }
}
