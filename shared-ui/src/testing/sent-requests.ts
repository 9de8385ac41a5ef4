import type { mockFetch } from './fetch-mock';

type FetchMock = ReturnType<typeof mockFetch> | jest.Mock;

/** The requests a component sent with one method, in order. */
export function sentRequests(fetch: FetchMock, method: string): Request[] {
  return fetch.mock.calls.map(([input]) => input as Request).filter((r) => r.method === method);
}

/** The requests sent to one path (query string ignored), in order. */
export function requestsTo(fetch: FetchMock, method: string, path: string): Request[] {
  return sentRequests(fetch, method).filter((r) => new URL(r.url).pathname === path);
}
