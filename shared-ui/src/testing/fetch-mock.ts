/** One canned answer of the fake network: status and JSON body. */
export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type MockRoutes = Record<string, MockResponse | ((request: Request) => MockResponse)>;

/**
 * Replaces `fetch` at the network boundary for component tests. Keys are 'METHOD /path'
 * (query string ignored unless the key has one). Unknown calls answer 404 and are reported.
 * Returns the jest mock so tests can inspect the requests made.
 */
export function mockFetch(routes: MockRoutes) {
  const handler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const exact = `${request.method} ${url.pathname}${url.search}`;
    const entry = routes[exact] ?? routes[`${request.method} ${url.pathname}`];
    if (!entry) console.warn(`mockFetch: no answer for ${exact}`);
    const answer = typeof entry === 'function' ? entry(request) : (entry ?? { status: 404 });
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
