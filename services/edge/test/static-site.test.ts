import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildEdge, fakeDist } from './helpers';

const SHELL_INDEX =
  '<!doctype html><title>Wellness</title><script defer src="/main.3f9a1c2b.js"></script>';

const STYLES = 'body { color: #1a1b1e; }\n'.repeat(200);

describe('the front end through the edge', () => {
  let dist: Awaited<ReturnType<typeof fakeDist>>;
  let edge: FastifyInstance;

  const get = (url: string, headers: Record<string, string> = {}) =>
    edge.inject({ method: 'GET', url, headers: { host: 'demo.localhost:8080', ...headers } });
  const page = (url: string) => get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

  beforeAll(async () => {
    dist = await fakeDist({
      'shell/dist/index.html': SHELL_INDEX,
      'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
      'shell/dist/main.3f9a1c2b.js.map': '{"version":3,"sources":["src/index.ts"]}',
      'shell/dist/main.3f9a1c2b.css': STYLES,
      'shell/dist/main.3f9a1c2b.css.br': brotliCompressSync(STYLES),
      'shell/dist/main.3f9a1c2b.css.gz': gzipSync(STYLES),
      'mfe-participant/dist/remoteEntry.js.gz': gzipSync('var mfe_participant;'),
      'mfe-participant/dist/mf-manifest.json': '{"id":"mfe_participant"}',
      'mfe-participant/dist/remoteEntry.js': 'var mfe_participant;',
      'mfe-participant/dist/412.0aa1b2c3.js': 'chunk()',
      'mfe-participant/dist/412.0aa1b2c3.js.map': '{"version":3,"sources":["src/app.tsx"]}',
      'mfe-participant/dist/route-prefixes.json': '["/home","/activities"]',
      'mfe-social/dist/mf-manifest.json': '{"id":"mfe_social"}',
      'mfe-social/dist/route-prefixes.json': '["/wall"]',
      // mfe-admin is not built: the edge still starts and lists it without routes.
    });
    edge = await buildEdge(
      {
        distRoot: dist.root,
        remoteEntries: { mfe_social: 'https://cdn.example.com/mfe-social/2.0.0/mf-manifest.json' },
      },
      { loadDocuments: async () => [] },
    );
  });

  afterAll(async () => {
    await edge.close();
    await dist.remove();
  });

  describe('/remotes.json', () => {
    it("lists each remote's entry and the route prefixes its build emitted", async () => {
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual([
        {
          name: 'mfe_participant',
          entry: '/mfe/participant/mf-manifest.json',
          routes: ['/home', '/activities'],
        },
        {
          name: 'mfe_social',
          entry: 'https://cdn.example.com/mfe-social/2.0.0/mf-manifest.json',
          routes: ['/wall'],
        },
        { name: 'mfe_admin', entry: '/mfe/admin/mf-manifest.json', routes: [] },
      ]);
    });

    it('picks up a remote built after the edge started, without a restart', async () => {
      await dist.write('mfe-admin/dist/route-prefixes.json', '["/promotions"]');
      try {
        const admin = (await get('/remotes.json'))
          .json()
          .find((remote: { name: string }) => remote.name === 'mfe_admin');
        expect(admin.routes).toEqual(['/promotions']);
      } finally {
        await dist.unlink('mfe-admin/dist/route-prefixes.json');
      }
    });

    it('allows scripts from an overridden entry origin and no other', async () => {
      const csp = (await get('/remotes.json')).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
    });
  });

  describe('files', () => {
    it('serves the shell at / without caching', async () => {
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('caches hashed assets for a year, immutable', async () => {
      for (const url of ['/main.3f9a1c2b.js', '/mfe/participant/412.0aa1b2c3.js']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('never serves a source map, even one the build left beside a bundle', async () => {
      for (const url of [
        '/main.3f9a1c2b.js.map',
        '/main.3f9a1c2b.js%2Emap',
        '/mfe/participant/412.0aa1b2c3.js.map',
      ]) {
        for (const response of [await get(url), await page(url)]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ errors: [`Route GET ${url} not found`] });
        }
      }
    });

    it("revalidates a remote's manifest and entry, whose names do not change", async () => {
      for (const url of ['/mfe/participant/mf-manifest.json', '/mfe/participant/remoteEntry.js']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  describe("compression: the build's brotli and gzip copies", () => {
    it('serves the brotli copy to a browser that accepts it, gzip otherwise, the file to others', async () => {
      const url = '/main.3f9a1c2b.css';
      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(STYLES);
      expect(brotli.rawPayload.length).toBeLessThan(STYLES.length / 10);

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(STYLES);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(STYLES);

      for (const response of [brotli, gzip, plain]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('falls back to the copy that exists, and keeps a revalidated file revalidated', async () => {
      const entry = await get('/mfe/participant/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(entry.rawPayload).toString()).toBe('var mfe_participant;');
      expect(entry.headers['cache-control']).toBe('no-cache');

      const script = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br, gzip' });
      expect(script.headers['content-encoding']).toBeUndefined();
      expect(script.body).toBe('console.log("shell")');
    });
  });

  describe('single-page fallback', () => {
    it("serves the shell's index.html for any other page", async () => {
      for (const url of ['/home', '/leaderboards/individual?week=2', '/admin/dashboard']) {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(SHELL_INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers 404 for a missing remote file, never index.html', async () => {
      for (const response of [
        await get('/mfe/participant/missing.0aa1b2c3.js'),
        await page('/mfe/participant/missing'),
        await page('/mfe/admin/mf-manifest.json'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<title>Wellness</title>');
      }
    });

    it('answers 404 for a missing script or an /api page', async () => {
      expect((await get('/missing.3f9a1c2b.js')).statusCode).toBe(404);
      const api = await page('/api/nope');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ errors: ['Route GET /api/nope not found'] });
    });

    it('answers 404 for a page request that is not a GET', async () => {
      const response = await edge.inject({
        method: 'POST',
        url: '/home',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('preload hints (issue 18)', () => {
    const PARTICIPANT_MANIFEST = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: {
            js: { sync: ['__federation_expose_routes.0aa1b2c3.js'], async: ['412.0aa1b2c3.js'] },
            css: { sync: ['__federation_expose_routes.5d6e7f80.css'], async: [] },
          },
        },
      ],
    });

    beforeAll(async () => {
      await dist.write(
        'shell/dist/remote-page-preloads.json',
        '{"remote-page":["frame.1a2b3c4d.js","frame.9e8d7c6b.css","federation-runtime.5e6f7a8b.js"]}',
      );
      await dist.write(
        'mfe-participant/dist/page-preloads.json',
        '{"/activities/log":["activities-log.6a7b8c9d.js","12.4e5f6a7b.js"]}',
      );
      await dist.write('mfe-participant/dist/mf-manifest.json', PARTICIPANT_MANIFEST);
    });

    afterAll(async () => {
      await dist.unlink('shell/dist/remote-page-preloads.json');
      await dist.unlink('mfe-participant/dist/page-preloads.json');
      await dist.write('mfe-participant/dist/mf-manifest.json', '{"id":"mfe_participant"}');
    });

    it("asks for the shell's start files and the remote's manifest, entry and routes with its page", async () => {
      for (const url of ['/home', '/activities/week/2?dt=2026-11-27']) {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(SHELL_INDEX);
        expect(response.headers.link).toBe(
          [
            '</frame.1a2b3c4d.js>; rel=preload; as=script; fetchpriority=low',
            '</frame.9e8d7c6b.css>; rel=preload; as=style; fetchpriority=low',
            '</federation-runtime.5e6f7a8b.js>; rel=preload; as=script; fetchpriority=low',
            '</mfe/participant/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
            '</mfe/participant/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
            '</mfe/participant/__federation_expose_routes.5d6e7f80.css>; rel=preload; as=style; fetchpriority=low',
            '</mfe/participant/__federation_expose_routes.0aa1b2c3.js>; rel=preload; as=script; fetchpriority=low',
          ].join(', '),
        );
      }
    });

    it("adds the chunks of a page its remote's build lists", async () => {
      const link = (await page('/activities/log/')).headers.link as string;
      expect(link.split(', ').slice(-3)).toEqual([
        '</mfe/participant/__federation_expose_routes.0aa1b2c3.js>; rel=preload; as=script; fetchpriority=low',
        '</mfe/participant/activities-log.6a7b8c9d.js>; rel=preload; as=script; fetchpriority=low',
        '</mfe/participant/12.4e5f6a7b.js>; rel=preload; as=script; fetchpriority=low',
      ]);
    });

    it("hints only the shell's files for a remote served from elsewhere", async () => {
      expect((await page('/wall/all')).headers.link).toBe(
        [
          '</frame.1a2b3c4d.js>; rel=preload; as=script; fetchpriority=low',
          '</frame.9e8d7c6b.css>; rel=preload; as=style; fetchpriority=low',
          '</federation-runtime.5e6f7a8b.js>; rel=preload; as=script; fetchpriority=low',
        ].join(', '),
      );
    });

    it("hints nothing on the shell's own pages, which need only main.js at once", async () => {
      for (const url of ['/welcome', '/register', '/homework']) {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers.link).toBeUndefined();
      }
    });
  });

  describe('security headers', () => {
    it('sends a Content-Security-Policy without inline scripts, and nosniff', async () => {
      const response = await page('/home');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'[^;]*;/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends HSTS only to hosts that are not local', async () => {
      for (const host of ['localhost:8080', 'demo.localhost:8080', '127.0.0.1:8080']) {
        const response = await get('/main.3f9a1c2b.js', { host });
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
      const live = await get('/main.3f9a1c2b.js', { host: 'demo.wellness.example.com' });
      expect(live.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });
});

describe('the edge before the front end is built', () => {
  it('answers 404, not a loop, for pages', async () => {
    const edge = await buildEdge({}, { loadDocuments: async () => [] });
    const response = await edge.inject({
      method: 'GET',
      url: '/home',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    await edge.close();
  });
});
