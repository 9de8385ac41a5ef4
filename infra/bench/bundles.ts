import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Page, Response } from '@playwright/test';
import { DEMO_PASSWORD } from '@wellness/schema';
import { logIn } from '../e2e/support';
import { BENCH_PORT } from './config';

const DEMO_ORIGIN = `http://demo.localhost:${BENCH_PORT}`;
const DEFAULT_ORIGIN = `http://localhost:${BENCH_PORT}`;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Fetched {
  path: string;
  kind: 'js' | 'css' | 'other';
  bytes: number;
  gzipBytes: number;
  /** What crossed the network as the edge served it (compressed body and headers). */
  transferredBytes: number;
}

export interface BundleSize {
  files: number;
  bytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

/** Copies of the shared libraries a session ran (issue 18: remotes share one copy of each). */
export interface SharedCopies {
  session: string;
  /** React DOM renderers that announced themselves to the React DevTools hook: one per copy. */
  reactDomCopies: number;
  /** Each shared module the session loaded, with the copies (version and providing app) in use. */
  shared: Record<string, string[]>;
}

export interface BundleSizes {
  /** All JavaScript requested when loading /welcome signed out. */
  shellInitialJs: BundleSize;
  /** All JavaScript of the floor page: React, ReactDOM and react-router alone (floor/page.ts). */
  floorJs: BundleSize;
  /** shellInitialJs over floorJs, gzip -9 bytes (issue 18: at most SHELL_TO_FLOOR_TARGET). */
  shellToFloor: number;
  /** The signed-in sessions' shared libraries: one copy each. */
  sharedCopies: SharedCopies[];
  /** Each remote's JS and CSS fetched up to and including its first page. */
  remotes: Record<'participant' | 'social' | 'admin', BundleSize & { page: string }>;
  /** What a master who only visits admin pages fetched of the participant and social remotes. */
  masterSession: { participantBytes: number; socialBytes: number; requested: string[] };
}

const kindOf = (response: Response, path: string): Fetched['kind'] => {
  const type = response.request().resourceType();
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return 'other';
};

/**
 * A stand-in for the React DevTools hook: every copy of React DOM registers its renderer with
 * it as it loads, production builds included. A string: tsx's compiled functions call a helper
 * the page does not have.
 */
const COUNT_REACT_RENDERERS = `(() => {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

interface ShareEntry {
  from: string;
  loaded?: boolean;
  lib?: unknown;
  useIn?: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>>>;

/** The React DOM copies and the loaded shared modules (Module Federation's share scopes). */
function sharedInPage(): Omit<SharedCopies, 'session'> {
  const global = window as unknown as {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> };
    __FEDERATION__?: { __INSTANCES__?: Array<{ shareScopeMap: ShareScopes }> };
  };
  const shared: Record<string, string[]> = {};
  for (const instance of global.__FEDERATION__?.__INSTANCES__ ?? []) {
    for (const packages of Object.values(instance.shareScopeMap)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded && typeof entry.lib !== 'function') continue;
          const copy = `${version} from ${entry.from} (used in ${(entry.useIn ?? []).join(', ')})`;
          shared[name] = [...new Set([...(shared[name] ?? []), copy])];
        }
      }
    }
  }
  return {
    reactDomCopies: global.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.size ?? 0,
    shared,
  };
}

/** The bytes Chromium received for each response of a session, and their gzip size. */
async function recordSession(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  await context.addInitScript(COUNT_REACT_RENDERERS);
  const page = await context.newPage();
  const fetched: Array<Promise<Fetched | null>> = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    fetched.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          path,
          kind: kindOf(response, path),
          bytes: body.length,
          gzipBytes: body.length ? gzipSync(body, { level: 9 }).length : 0,
          transferredBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        }),
        () => null, // redirects and aborted requests have no body
      ),
    );
  });
  try {
    await visit(page);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(fetched)).filter((file): file is Fetched => file !== null);
    return { files, requested, copies: await page.evaluate(sharedInPage) };
  } finally {
    await context.close();
  }
}

const total = (files: Fetched[]): BundleSize => ({
  files: files.length,
  bytes: files.reduce((sum, file) => sum + file.bytes, 0),
  gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  transferredBytes: files.reduce((sum, file) => sum + file.transferredBytes, 0),
});

const remoteFiles = (files: Fetched[], remote: string) =>
  files.filter((file) => file.path.startsWith(`/mfe/${remote}/`) && file.kind !== 'other');

/**
 * Loads the production bundles from the edge in Chromium and sizes what each step fetched;
 * `floorOrigin` serves the floor page (floor.ts), loaded the same way.
 */
export async function measureBundles(floorOrigin: string): Promise<BundleSizes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const floor = await recordSession(browser, async (page) => {
      await page.goto(`${floorOrigin}/welcome`);
    });
    const welcome = await recordSession(browser, async (page) => {
      await page.goto(`${DEMO_ORIGIN}/welcome`);
    });
    const participantSession = await recordSession(browser, async (page) => {
      await logIn(page, DEMO_ORIGIN, 'participant@demo.test', DEMO_PASSWORD);
      await page.waitForURL(/\/home$/);
    });
    const socialSession = await recordSession(browser, async (page) => {
      await logIn(page, DEMO_ORIGIN, 'participant@demo.test', DEMO_PASSWORD);
      await page.goto(`${DEMO_ORIGIN}/wall/all`);
    });
    const masterSession = await recordSession(browser, async (page) => {
      await logIn(page, DEFAULT_ORIGIN, 'master@wellness.test', DEMO_PASSWORD);
      await page.waitForURL(/\/promotions$/);
    });
    const otherRemotes = /^\/mfe\/(participant|social)\//;
    const bytesOf = (remote: string) =>
      total(masterSession.files.filter((file) => file.path.startsWith(`/mfe/${remote}/`))).bytes;
    const shellInitialJs = total(welcome.files.filter((file) => file.kind === 'js'));
    const floorJs = total(floor.files.filter((file) => file.kind === 'js'));
    return {
      shellInitialJs,
      floorJs,
      shellToFloor: shellInitialJs.gzipBytes / floorJs.gzipBytes,
      sharedCopies: [
        { session: 'participant, /home', ...participantSession.copies },
        { session: 'participant, /wall/all', ...socialSession.copies },
        { session: 'master, /promotions', ...masterSession.copies },
      ],
      remotes: {
        participant: {
          page: '/home',
          ...total(remoteFiles(participantSession.files, 'participant')),
        },
        social: { page: '/wall/all', ...total(remoteFiles(socialSession.files, 'social')) },
        admin: { page: '/promotions', ...total(remoteFiles(masterSession.files, 'admin')) },
      },
      masterSession: {
        participantBytes: bytesOf('participant'),
        socialBytes: bytesOf('social'),
        requested: masterSession.requested.filter((path) => otherRemotes.test(path)),
      },
    };
  } finally {
    await browser.close();
  }
}
