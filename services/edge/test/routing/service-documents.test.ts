import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fetchServiceDocuments } from '../../src/routing/service-documents';
import { stubService, urlOf } from '../helpers';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('fetchServiceDocuments', () => {
  let stub: FastifyInstance | undefined;
  afterEach(async () => stub?.close());

  it("reads each service's /openapi.json", async () => {
    stub = await stubService('participant', [['GET', '/api/entries']]);
    const [document] = await fetchServiceDocuments([{ name: 'participant', url: urlOf(stub) }], {
      timeoutMs: 1_000,
      signal: new AbortController().signal,
    });
    expect(document.service).toBe('participant');
    expect(Object.keys(document.document.paths ?? {})).toEqual(['/api/entries']);
  });

  it('waits for a service that is still starting', async () => {
    const port = await closedPort();
    // The service starts once the loader's first request has been refused.
    const realFetch = globalThis.fetch;
    let refused = () => {};
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    const requests = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (...args: Parameters<typeof fetch>) => {
        try {
          return await realFetch(...args);
        } catch (error) {
          refused();
          throw error;
        }
      });
    try {
      const loading = fetchServiceDocuments([{ name: 'admin', url: `http://127.0.0.1:${port}` }], {
        timeoutMs: 5_000,
        signal: new AbortController().signal,
      });
      await firstRefusal;
      stub = await stubService('admin', [['GET', '/api/promotions']], port);
      const [document] = await loading;
      expect(document.service).toBe('admin');
      expect(requests.mock.calls.length).toBeGreaterThan(1);
    } finally {
      requests.mockRestore();
    }
  });

  it('fails with one line naming the service and its URL when it never answers', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(
      fetchServiceDocuments([{ name: 'social', url }], {
        timeoutMs: 300,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(`Cannot read the routes of social at ${url}/openapi.json (ECONNREFUSED)`);
  });
});
