import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { newParticipant } from './db';
import { dashboardUrl, demoUrl } from './stack-config';
import { logIn } from './support';

const REMOTE_FILES = /\/mfe\/(participant|social)\//;
/** The seed's 'Take a 20-minute walk' is worth 10 points (services/schema seed). */
const WALK_POINTS = 10;
const points = (page: Page) => page.getByRole('status').filter({ hasText: /^Your points: \d+/ });
/** The points column (rank, name, points) of every row the leaderboard shows. */
const boardScores = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => Number(row.children[2].textContent)));

test.describe('issue 2 journey: one thin path through every layer', () => {
  test('a participant logs an activity; another sees the score on the leaderboard live', async ({
    browser,
  }) => {
    const walker = await newParticipant({ firstName: 'Wren', lastName: 'Walker' });
    const onlooker = await newParticipant({ firstName: 'Otis', lastName: 'Onlooker' });
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await logIn(watcher, demoUrl(''), onlooker.email);
    await watcher.goto(demoUrl('/leaderboard/individual'));
    const walkerRow = watcher.getByRole('row', { name: new RegExp(walker.lastName) });
    // The board's columns: rank, name, points.
    await expect(walkerRow.getByRole('cell').nth(2)).toHaveText('0');

    const loggerContext = await browser.newContext();
    const logger = await loggerContext.newPage();
    await logIn(logger, demoUrl(''), walker.email);
    await logger.goto(demoUrl('/activities/1'));
    await expect(points(logger)).toHaveText('Your points: 0');
    await logger.getByRole('button', { name: 'Log Take a 20-minute walk' }).click();
    const dialog = logger.getByRole('dialog', { name: 'How did it feel?' });
    await dialog.getByRole('button', { name: 'Great' }).click();
    await expect(points(logger)).toHaveText(`Your points: ${WALK_POINTS}`);

    // No reload on the watcher's page: the LeaderboardChanged event refetches the board.
    await expect(walkerRow.getByRole('cell').nth(2)).toHaveText(String(WALK_POINTS));
    // Tied scores share a rank: 1 + the number of people the board shows with more points
    // (everyone above the walker is on the board's first page with them).
    const higher = (await boardScores(watcher)).filter((score) => score > WALK_POINTS).length;
    await expect(walkerRow.getByRole('cell').first()).toHaveText(String(higher + 1));

    await watcherContext.close();
    await loggerContext.close();
  });

  test('a wrong password shows the server error, clears the password and refocuses the email', async ({
    page,
  }) => {
    // A participant of its own: a wrong password counts towards locking the account.
    const { email } = await newParticipant();
    await page.goto(demoUrl('/welcome?login=true'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test("signed-out visitors are sent to welcome with 'Please log in.' and come back after login", async ({
    page,
  }) => {
    await page.goto(demoUrl('/leaderboard/individual'));
    await expect(page).toHaveURL(/\/welcome/);
    await expect(page.getByText('Please log in.')).toBeVisible();
    await page.getByLabel('Email').fill('participant@demo.test');
    await page.getByLabel(/^Password/).fill('Wellness!2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/leaderboard\/individual/);
  });

  test('a master reaches the promotions list without fetching any participant or social file', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await logIn(page, dashboardUrl(''), 'master@wellness.test');
    await expect(page).toHaveURL(/\/promotions/);
    await expect(page.getByRole('table')).toContainText('Demo Promotion');
    expect(requested.some((url) => url.includes('/mfe/admin/'))).toBe(true);
    expect(requested.filter((url) => REMOTE_FILES.test(url))).toEqual([]);
  });

  test('with mfe-social unreachable, participant pages work and a social page shows the retry panel', async ({
    page,
  }) => {
    await page.route('**/mfe/social/**', (route) => route.abort('connectionrefused'));
    await logIn(page, demoUrl(''), 'participant@demo.test');
    await page.goto(demoUrl('/activities/1'));
    await expect(page.getByRole('button', { name: /^Log / }).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Wall' })
      .click();
    await expect(page.getByText('This part of the app could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The layout still works around the failed remote.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Leaderboard' })
      .click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
