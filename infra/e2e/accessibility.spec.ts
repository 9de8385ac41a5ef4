import { expect, test } from '@playwright/test';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations as violations, logActivity, logIn } from './support';

/**
 * Every main screen, as the role that uses it, checked by axe against WCAG 2.1 A and AA
 * (labels, names, contrast, landmarks, ARIA). A violation lists the rule and the elements.
 */
const SCREENS: Array<{ who: string | null; paths: string[] }> = [
  { who: null, paths: ['/welcome?login=true', '/legal/privacy', '/support/faqs'] },
  {
    who: 'participant@demo.test',
    paths: [
      '/home',
      '/activities/1',
      '/leaderboard',
      '/wall/all',
      '/notifications/all',
      '/tips/all',
      '/sitemap',
    ],
  },
  {
    who: 'coordinator@demo.test',
    paths: [
      '/coordinator/dashboard/stats',
      '/coordinator/dashboard/participants',
      '/coordinator/dashboard/teams',
      '/coordinator/dashboard/eligibility',
      '/coordinator/dashboard/promotional_tools',
      '/content/home',
      '/settings/profile',
    ],
  },
  {
    who: 'master@demo.test',
    paths: ['/promotions', '/promotion/2/reports', '/settings/dashboard'],
  },
];

test.describe('accessibility of the main screens (axe, WCAG 2.1 AA)', () => {
  for (const { who, paths } of SCREENS) {
    test(`as ${who ?? 'a signed-out visitor'}`, async ({ page }) => {
      if (who) await logIn(page, demoUrl(''), who);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(demoUrl(path));
        // The page has settled once its main heading is shown.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        found.push(...(await violations(page)).map((line) => `${path} → ${line}`));
      }
      expect(found).toEqual([]);
    });
  }

  // The seed has nothing logged: a logged activity's badge and the dashboard's charts appear
  // only with data, so a participant of this test's own logs one.
  test('with a logged activity: the log page and the stats charts', async ({ browser }) => {
    const participant = await (await browser.newContext()).newPage();
    await logIn(participant, demoUrl(''), (await newParticipant()).email);
    await participant.goto(demoUrl('/activities/1'));
    await logActivity(participant, 'Call a friend');
    const found = (await violations(participant)).map((line) => `/activities/1 → ${line}`);
    const coordinator = await (await browser.newContext()).newPage();
    await logIn(coordinator, demoUrl(''), 'coordinator@demo.test');
    await coordinator.goto(demoUrl('/coordinator/dashboard/stats'));
    await expect(coordinator.getByRole('img', { name: /^Points by week: / })).toBeVisible();
    found.push(...(await violations(coordinator)).map((line) => `stats → ${line}`));
    expect(found).toEqual([]);
  });
});
