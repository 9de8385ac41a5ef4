import { expect, test } from '@playwright/test';
import { dashboardUrl, demoUrl } from './stack-config';
import { logIn } from './support';

const REMOTE_FILES = /\/mfe\/(participant|social)\//;

test.describe('issue 2 journey: one thin path through every layer', () => {
  test('a participant logs an activity; another sees the score on the leaderboard live', async ({
    browser,
  }) => {
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await logIn(watcher, demoUrl(''), 'participant2@demo.test');
    await watcher.goto(demoUrl('/leaderboard/individual'));
    const patRow = watcher.getByRole('row', { name: /Pat Participant/ });
    await expect(patRow).toContainText('0');

    const loggerContext = await browser.newContext();
    const logger = await loggerContext.newPage();
    await logIn(logger, demoUrl(''), 'participant@demo.test');
    await logger.goto(demoUrl('/activities/1'));
    await expect(logger.getByRole('status').filter({ hasText: 'Your points: 0' })).toBeVisible();
    await logger.getByRole('button', { name: 'Log Take a 20-minute walk' }).click();
    const dialog = logger.getByRole('dialog', { name: 'How did it feel?' });
    await dialog.getByRole('button', { name: 'Great' }).click();
    await expect(logger.getByRole('status').filter({ hasText: 'Your points: 10' })).toBeVisible();

    // No reload on the watcher's page: the LeaderboardChanged event refetches the board.
    await expect(patRow).toContainText('10');
    await expect(
      watcher
        .getByRole('row', { name: /Pat Participant/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');

    await watcherContext.close();
    await loggerContext.close();
  });

  test('a wrong password shows the server error, clears the password and refocuses the email', async ({
    page,
  }) => {
    await page.goto(demoUrl('/welcome?login=true'));
    await page.getByLabel('Email').fill('participant@demo.test');
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('signed-out visitors are sent to welcome with Log In Required and come back after login', async ({
    page,
  }) => {
    await page.goto(demoUrl('/leaderboard/individual'));
    await expect(page).toHaveURL(/\/welcome/);
    await expect(page.getByText('Log In Required')).toBeVisible();
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
