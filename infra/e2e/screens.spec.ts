import fs from 'node:fs';
import path from 'node:path';
import { expect, test as journeyTest } from './fixtures';
import type { TourOptions } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { demoUrl } from './stack-config';
import { axeViolations, logInThroughForm } from './support';

/**
 * The screen tour: every screen of the shell and the three remotes, as each role, on a 390 px
 * phone and at 1280 px. On each screen it fails on a page wider than the window, on an axe
 * violation (WCAG 2.1 A and AA), and on the 404 page; it then follows the screen's own links,
 * so a link that leads to the 404 page fails too. It saves the screenshots the user guides in
 * docs/ show.
 *
 * A screen is a route, not a URL: /tip/3 and /tip/4 are one screen (numbers in the path stand
 * for one another, and a query counts by its keys). Routes, not records, decide whether the
 * 404 page shows, so one visit per screen answers for every link to it. A screen one role has
 * reached by a link is not visited again by the next; the screens each role's guide names are.
 */

const DOCS_SCREENSHOTS = path.resolve(__dirname, '../../docs/screenshots');
type Width = TourOptions['tourWidth'];

/** Each width is its own Playwright project (playwright.config.ts), run side by side. */
const test = journeyTest.extend<TourOptions>({ tourWidth: [1280, { option: true }] });

/** Never followed: they end the session or leave the page for a download. */
const NOT_FOLLOWED = [/^\/logout/, /^\/impersonate/, /^\/api\//];

/** A tour that visits more than this has found a path that breeds new ones. */
const MAX_VISITS_PER_ROLE = 60;

interface Screen {
  path: string;
  /** The guides show it at 1280 px: docs/screenshots/{doc}-1280.png. */
  doc?: string;
  /** The guides show it on the phone too: docs/screenshots/{doc}-390.png. */
  docOnPhone?: boolean;
}

interface Role {
  name: string;
  email: string | null;
  screens: Screen[];
}

/** The screens of spec 1–3 each role uses, written from the specs' navigation trees. */
const ROLES: Role[] = [
  {
    name: 'a signed-out visitor',
    email: null,
    screens: [
      { path: '/welcome', doc: 'welcome', docOnPhone: true },
      { path: '/welcome?login=true' },
      // The eligibility dialog over the registration screen (the demo has eligibility).
      { path: '/register' },
      { path: '/legal/privacy' },
      { path: '/legal/terms' },
      { path: '/support/faqs' },
      { path: '/unsubscribe?email=x&token=y' },
      { path: '/opt_in_participation' },
    ],
  },
  {
    name: 'a participant',
    email: 'participant@demo.test',
    screens: [
      { path: '/home', doc: 'participant-home', docOnPhone: true },
      { path: '/activities/1', doc: 'participant-activities', docOnPhone: true },
      { path: '/leaderboard', doc: 'participant-leaderboard' },
      { path: '/leaderboard/individual' },
      { path: '/badges' },
      { path: '/leaderboard/team' },
      { path: '/wall/all', doc: 'participant-wall' },
      { path: '/wall/filter/following' },
      { path: '/wall/filter/view/location' },
      { path: '/wall/filter/view/my' },
      { path: '/tips/today' },
      { path: '/tips/all', doc: 'participant-tips' },
      { path: '/notifications/unread' },
      { path: '/notifications/all', doc: 'participant-notifications' },
      { path: '/settings/profile', doc: 'participant-settings' },
      { path: '/settings/email' },
      { path: '/settings/devices' },
      { path: '/settings/goal' },
      { path: '/sitemap' },
      // Spec 1 s2: the content pages.
      { path: '/how-it-works', doc: 'participant-how-it-works' },
      { path: '/activity-prestart' },
      { path: '/why-systain', doc: 'participant-learn' },
      { path: '/resources' },
      { path: '/eop' },
      { path: '/legal/privacy' },
      // Spec 3 s4: the getting-started wizard (the demo participant has answered no survey).
      { path: '/prestart/basics', doc: 'participant-prestart' },
      { path: '/prestart/emotional_survey', doc: 'participant-prestart-survey' },
      { path: '/prestart/connect_device' },
      { path: '/prestart/final' },
    ],
  },
  {
    name: 'a wall expert (Poster)',
    email: 'poster@demo.test',
    screens: [{ path: '/wallexpert/posts' }, { path: '/wallexpert/walls/2' }],
  },
  {
    name: 'a coordinator',
    email: 'coordinator@demo.test',
    screens: [
      { path: '/coordinator/dashboard/stats', doc: 'coordinator-stats', docOnPhone: true },
      {
        path: '/coordinator/dashboard/participants',
        doc: 'coordinator-participants',
        docOnPhone: true,
      },
      { path: '/coordinator/dashboard/teams' },
      { path: '/coordinator/dashboard/eligibility' },
      { path: '/eligibilities' },
      { path: '/eligibilityfiles' },
      { path: '/eligibility/new/create' },
      { path: '/locations/view' },
      { path: '/locations/settings' },
      { path: '/coordinator/dashboard/promotional_tools', doc: 'coordinator-promotional-tools' },
      { path: '/coordinator/dashboard/dashboard/flagged_posts' },
      { path: '/coordinator/dashboard/promotions/2/reports', doc: 'coordinator-reports' },
      { path: '/content/home', doc: 'coordinator-content' },
      { path: '/content/tips' },
      { path: '/content/home/edit' },
      { path: '/activities?category=', doc: 'coordinator-activities' },
      // go.u.promotion.badges and its editor.
      { path: '/promotion/2/badges' },
      { path: '/promotion/2/badges/new' },
      { path: '/promotion/2/badges/1/edit' },
      { path: '/settings/dashboard' },
      { path: '/settings/email' },
      { path: '/settings/devices' },
      { path: '/settings/goal' },
    ],
  },
  {
    name: 'a master',
    email: 'master@demo.test',
    screens: [
      { path: '/promotions', doc: 'master-promotions' },
      { path: '/promotion/2/reports', doc: 'master-reports' },
      { path: '/promotion/2/one_time_email/create', doc: 'master-one-time-email' },
      { path: '/promotion/2/one_time_email/queue', doc: 'master-email-queue' },
      { path: '/promotion/2/one_time_email/edit/1' },
      { path: '/promotion/2/test_email', doc: 'master-test-email' },
      { path: '/coordinator/dashboard/stats' },
      { path: '/content/home' },
      { path: '/settings/dashboard', doc: 'master-settings' },
      { path: '/settings/devices' },
    ],
  },
];

/** The screen a URL shows: numbers in the path stand for one another, a query counts by keys. */
function screenOf(url: URL): string {
  const pathname = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:n').replace(/\/$/, '') || '/';
  const keys = [...new URLSearchParams(url.search).keys()].sort();
  return keys.length ? `${pathname}?${keys.join('&')}` : pathname;
}

/** The page is wider than the window: the elements that stick out, for the failure. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    // The outermost elements past the right edge, not each of their children.
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 &&
        !(
          element.parentElement &&
          element.parentElement.getBoundingClientRect().right > root.clientWidth + 1
        ),
    );
    return `page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${outside
      .slice(0, 3)
      .map(describe)
      .join(', ')}`;
  });
}

/** The same-origin links of the page that a person can follow, as absolute URLs. */
async function linksOf(page: Page): Promise<URL[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) => url.origin === origin && !NOT_FOLLOWED.some((rule) => rule.test(url.pathname)),
    );
}

/** Screens visited so far at this project's width, by any role. */
const seen = new Set<string>();

async function tour(browser: Browser, role: Role, width: Width): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  // The guides show the screens, not the cookie bar (content-pages.spec.ts runs axe over it).
  await context.addCookies([{ name: 'cookie_consent', value: 'declined', url: demoUrl('') }]);
  const page = await context.newPage();
  if (role.email) await logInThroughForm(page, demoUrl(''), role.email);
  const problems: string[] = [];
  const queue: Array<{ url: URL; doc?: string; from?: string; named: boolean }> = role.screens.map(
    (screen) => ({
      url: new URL(demoUrl(screen.path)),
      doc: width === 1280 || screen.docOnPhone ? screen.doc : undefined,
      named: true,
    }),
  );
  const queued = new Set(queue.map(({ url }) => screenOf(url)));
  const toured: string[] = [];

  while (queue.length) {
    const { url, doc, from, named } = queue.shift()!;
    const screen = screenOf(url);
    if (seen.has(screen) && !named) continue;
    seen.add(screen);
    toured.push(screen);
    if (toured.length > MAX_VISITS_PER_ROLE) {
      problems.push(`more than ${MAX_VISITS_PER_ROLE} screens: the tour stopped at ${screen}`);
      break;
    }
    const where = `${url.pathname}${url.search}${from ? ` (linked from ${from})` : ''}`;
    await page.goto(url.toString());
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Where the visit ended counts as visited too (redirects: /tips → /tips/today).
    seen.add(screenOf(new URL(page.url())));

    if (await page.getByRole('link', { name: 'Go to the start page' }).count()) {
      problems.push(`${where} → the 404 page`);
      continue;
    }
    if (await page.getByText('This part of the app could not be loaded.').count()) {
      problems.push(`${where} → a part of the app that could not be loaded`);
    }
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`${where} → ${overflow}`);
    problems.push(...(await axeViolations(page)).map((line) => `${where} → ${line}`));
    if (doc) {
      fs.mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(DOCS_SCREENSHOTS, `${doc}-${width}.png`) });
    }
    for (const link of await linksOf(page)) {
      const linked = screenOf(link);
      if (seen.has(linked) || queued.has(linked)) continue;
      queued.add(linked);
      queue.push({ url: link, from: url.pathname, named: false });
    }
  }
  await context.close();
  // The report lists what each role's tour saw.
  await test.info().attach(`screens of ${role.name} at ${width} px`, {
    body: toured.join('\n'),
    contentType: 'text/plain',
  });
  return problems;
}

test.describe("the screen tour (every role, at the project's width)", () => {
  // Every screen of a role with axe over each: over 5 min for the largest roles on a loaded
  // 2-core machine whose host takes back CPU (steal).
  test.describe.configure({ timeout: 600_000 });

  for (const role of ROLES) {
    test(`as ${role.name}`, async ({ browser, tourWidth }) => {
      expect(await tour(browser, role, tourWidth)).toEqual([]);
    });
  }
});
