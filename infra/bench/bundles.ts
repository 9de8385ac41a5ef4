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

export interface BundleSizes {
  /** All JavaScript requested when loading /welcome signed out. */
  shellInitialJs: BundleSize;
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

/** The bytes Chromium received for each response of a session, and their gzip size. */
async function recordSession(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
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
    return { files, requested };
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

/** Loads the production bundles from the edge in Chromium and sizes what each step fetched. */
export async function measureBundles(): Promise<BundleSizes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
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
    return {
      shellInitialJs: total(welcome.files.filter((file) => file.kind === 'js')),
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
