/**
 * Holds the matching requests of the fake network until `release()` is called, to see what the
 * page shows while a save is pending. Call after `mockFetch`, whose mock still records them.
 */
export function holdRequests(method: string, path: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.method === method && new URL(request.url).pathname === path) await gate;
    return answer(request);
  }) as typeof fetch;
  return release;
}
