import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@wellness/schema';
import { logIn } from '../e2e/support';
import { BENCH_PORT } from './config';

const DEMO_ORIGIN = `http://demo.localhost:${BENCH_PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One page as Lighthouse's mobile preset (simulated slow 4G, mid-range phone) sees it. */
export interface LighthouseRun {
  page: string;
  /** 0–100, as Lighthouse reports it. */
  performance: number;
  accessibility: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Bytes over the network as served (compressed), headers included. */
  transferredBytes: number;
  requests: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

/** The signed-in participant's session cookie, from a real log-in in Chromium. */
async function participantCookie(origin: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, origin, 'participant@demo.test', DEMO_PASSWORD);
    const cookies = await context.cookies(origin);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse (the npm package, mobile preset) over the signed-out welcome page and the
 * participant's home, in Debian's Chromium. Each page is run once, on a quiet machine.
 * `origin`: the demo promotion of the stack to measure (default the bench's).
 */
export async function measureLighthouse(origin = DEMO_ORIGIN): Promise<LighthouseRun[]> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const cookie = await participantCookie(origin);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: Array<[string, Record<string, string>]> = [
      ['/welcome', {}],
      ['/home', { Cookie: cookie }],
    ];
    const runs: LighthouseRun[] = [];
    for (const [page, extraHeaders] of pages) {
      const result = await lighthouse(
        `${origin}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders,
        },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const audit = (id: string) => audits[id] as Audit | undefined;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      runs.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
        totalBlockingTimeMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
        transferredBytes: Math.round(audit('total-byte-weight')?.numericValue ?? 0),
        requests: audit('network-requests')?.details?.items?.length ?? 0,
      });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}
