import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant, sql, uniqueTag } from './db';
import type { Participant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn, showParticipant } from './support';

const REMOTE_FILES = /\/mfe\/(participant|social)\//;

const dashboardTabs = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }).click();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }),
  ).toHaveAttribute('aria-current', 'page');
}

/** A post by `author` on the demo promotion's wall that `reporter` reported. */
async function flaggedPost(author: Participant, reporter: Participant, content: string) {
  const [{ id: promotionId }] = (await sql(
    "SELECT id FROM promotions WHERE subdomain = 'demo'",
  )) as Array<{ id: number }>;
  await sql(
    `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, is_flagged, flagged_by)
     VALUES (?, ?, ?, 'Promotion', ?, TRUE, ?)`,
    [promotionId, author.id, content, promotionId, reporter.id],
  );
}

test.describe('issue 6: the coordinator dashboard', () => {
  test('a coordinator loads the dashboard with admin files only and opens each tab', async ({
    page,
    context,
  }) => {
    const author = await newParticipant({ firstName: 'Fern', lastName: 'Flagged' });
    const reporter = await newParticipant({ firstName: 'Rex', lastName: 'Reporter' });
    const content = `Please moderate this post ${uniqueTag()}`;
    await flaggedPost(author, reporter, content);
    await logIn(page, demoUrl(''), 'coordinator@demo.test');

    // A fresh load of the dashboard: only the admin remote's files are fetched.
    const dashboard = await context.newPage();
    const requested: string[] = [];
    dashboard.on('request', (request) => requested.push(request.url()));
    await dashboard.goto(demoUrl('/coordinator/dashboard/stats'));
    await expect(dashboard.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
    await expect(dashboard.getByRole('group', { name: 'Participants', exact: true })).toBeVisible();
    expect(requested.some((url) => url.includes('/mfe/admin/'))).toBe(true);
    expect(requested.filter((url) => REMOTE_FILES.test(url))).toEqual([]);

    await expect(dashboardTabs(dashboard)).toHaveText([
      'Stats',
      'Reports',
      'Participants',
      'Teams',
      'Promotional Tools',
      'Flagged Posts',
      'Eligibility',
    ]);

    await openTab(dashboard, 'Participants');
    await expect(await showParticipant(dashboard, author.email)).toContainText(author.name);

    await openTab(dashboard, 'Teams');
    // The seed has no competition; journeys before this one may have made one, with no team.
    await expect(
      dashboard
        .getByText('No team competition yet')
        .or(dashboard.getByText('No team is official yet.')),
    ).toBeVisible();

    await openTab(dashboard, 'Promotional Tools');
    await expect(dashboard.getByRole('textbox', { name: 'Welcome page' })).toHaveValue(
      /^http:\/\/demo\.localhost:\d+\/welcome$/,
    );
    await expect(dashboard.getByRole('table', { name: 'Key dates' })).toContainText('Launch');

    await openTab(dashboard, 'Flagged Posts');
    const post = dashboard.getByRole('article', { name: `Post by ${author.name}` });
    await expect(post).toContainText(content);
    await expect(post).toContainText(`Reported by ${reporter.name}`);
    await post.getByRole('button', { name: 'Unreport' }).click();
    await expect(dashboard.getByText(content)).toHaveCount(0);

    await openTab(dashboard, 'Eligibility');
    await expect(dashboard.getByRole('table', { name: 'Eligibility' })).toContainText('E1001');

    await openTab(dashboard, 'Reports');
    await expect(dashboard).toHaveURL(/\/coordinator\/dashboard\/promotions\/\d+\/reports$/);
  });

  test('a coordinator exports the participants to CSV', async ({ page }) => {
    const participant = await newParticipant({ firstName: 'Eve', lastName: 'Exported' });
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    // The table shows its first 20 rows by last name; the export has every participant.
    await expect(
      page.getByRole('table', { name: 'Participants' }).getByRole('row').nth(1),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('participants.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Email');
    expect(csv).toContain('participant@demo.test');
    expect(csv).toContain('coordinator@demo.test');
    expect(csv).toContain(participant.email);
    expect(lines.length).toBeGreaterThanOrEqual(10);
  });

  test('a super coordinator switches to the launchpad and sees only Reports', async ({ page }) => {
    await logIn(page, demoUrl(''), 'supercoordinator@demo.test');
    await expect(page).toHaveURL(/\/coordinator\/dashboard\/stats$/);
    await expect(dashboardTabs(page)).toContainText(['Stats', 'Reports', 'Participants']);

    await page.getByRole('combobox', { name: 'Promotion' }).click();
    await page.getByRole('option', { name: 'Demo Launchpad (launchpad)' }).click();
    await expect(page).toHaveURL(/\/coordinator\/dashboard\/promotions\/\d+\/reports$/);
    await expect(dashboardTabs(page)).toHaveText(['Reports']);

    // The launchpad's other tabs are not reachable by address either.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/coordinator\/dashboard\/promotions\/\d+\/reports$/);
  });

  test('a coordinator impersonates a participant in a new window', async ({ page, context }) => {
    const participant = await newParticipant({ firstName: 'Imogen', lastName: 'Impersonated' });
    await logIn(page, demoUrl(''), 'coordinator@demo.test');
    await page.goto(demoUrl('/coordinator/dashboard/participants'));
    await showParticipant(page, participant.email);
    await page.getByRole('button', { name: `Impersonate ${participant.name}` }).click();
    // Every URL the browser asks a server for, to prove the token is in none of them.
    const requested: Array<{ url: string; method: string; body: string | null }> = [];
    context.on('request', (request) =>
      requested.push({ url: request.url(), method: request.method(), body: request.postData() }),
    );
    const granted = page.waitForResponse(/\/api\/users\/impersonate$/);
    const popup = context.waitForEvent('page');
    await page
      .getByRole('dialog', { name: 'Impersonate user' })
      .getByRole('button', { name: 'Impersonate' })
      .click();
    const link = new URL((await (await granted).json()).data.url);
    const token = link.hash.slice(1);
    expect(link.pathname).toBe('/impersonate');
    const opened = await popup;
    await expect(opened).toHaveURL(/demo\.localhost:\d+\/home$/, { timeout: 15_000 });
    await expect(opened.getByRole('button', { name: /Account menu/ })).toContainText('Imogen');
    expect(requested.filter(({ url }) => url.includes(token))).toEqual([]);
    expect(
      requested.filter(
        ({ url, method, body }) =>
          method === 'POST' &&
          new URL(url).pathname === '/api/impersonation' &&
          body?.includes(token),
      ),
    ).toHaveLength(1);

    // Same host, same cookie: the coordinator gets their own session back from the banner.
    const banner = opened.getByRole('region', { name: 'Impersonating' });
    await expect(banner).toContainText(`as ${participant.name}, opened by Cora Coordinator`);
    expect(await axeViolations(opened)).toEqual([]);
    await banner.getByRole('button', { name: 'Return to your account' }).click();
    await expect(opened).toHaveURL(/\/coordinator\/dashboard\/participants$/);
    await expect(opened.getByRole('button', { name: /Account menu/ })).toContainText('Cora');
    await expect(opened.getByRole('region', { name: 'Impersonating' })).toHaveCount(0);
    await page.reload();
    await showParticipant(page, participant.email);
    await expect(
      page.getByRole('button', { name: `Impersonate ${participant.name}` }),
    ).toBeVisible();
  });
});
