import type { FastifyInstance } from 'fastify';
import { fetchServiceDocuments } from '../../src/routing/service-documents';
import { closedPort, stubService, urlOf } from '../helpers';

describe('fetchServiceDocuments', () => {
  let stub: FastifyInstance | undefined;
  afterEach(async () => stub?.close());

  it("reads each service's /openapi.json", async () => {
    stub = await stubService('participant', [['GET', '/api/entries']]);
    const [document] = await fetchServiceDocuments([{ name: 'participant', urls: [urlOf(stub)] }], {
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
      const loading = fetchServiceDocuments(
        [{ name: 'admin', urls: [`http://127.0.0.1:${port}`] }],
        {
          timeoutMs: 5_000,
          signal: new AbortController().signal,
        },
      );
      await firstRefusal;
      stub = await stubService('admin', [['GET', '/api/promotions']], port);
      const [document] = await loading;
      expect(document.service).toBe('admin');
      expect(requests.mock.calls.length).toBeGreaterThan(1);
    } finally {
      requests.mockRestore();
    }
  });

  it('reads the document of any replica that answers', async () => {
    stub = await stubService('participant', [['GET', '/api/entries']]);
    const down = `http://127.0.0.1:${await closedPort()}`;
    const [document] = await fetchServiceDocuments(
      [{ name: 'participant', urls: [down, urlOf(stub)] }],
      { timeoutMs: 1_000, signal: new AbortController().signal },
    );
    expect(document.upstream).toBe(urlOf(stub));
    expect(Object.keys(document.document.paths ?? {})).toEqual(['/api/entries']);
  });

  it('fails with one line naming the service and its URL when it never answers', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(
      fetchServiceDocuments([{ name: 'social', urls: [url] }], {
        timeoutMs: 300,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(`Cannot read the routes of social at ${url}/openapi.json (ECONNREFUSED)`);
  });
});
