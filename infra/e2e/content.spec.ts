import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { demoUrl } from './stack-config';
import { logIn } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // Content is rendered sanitised: nothing in it may ever open a dialog.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await logIn(page, demoUrl(''), email);
  return page;
}

const DEFAULT_TITLE = 'Welcome to your wellness programme';

test.describe('issue 6: the content editor changes what participants see', () => {
  test('a coordinator edits the home welcome item; a participant sees it on /home', async ({
    browser,
  }) => {
    const participant = await signedIn(browser, 'participant2@demo.test');
    await participant.goto(demoUrl('/home'));
    await expect(participant.getByRole('heading', { name: DEFAULT_TITLE })).toBeVisible();

    const coordinator = await signedIn(browser, 'coordinator@demo.test');
    await coordinator.goto(demoUrl('/content/home'));
    await expect(coordinator).toHaveURL(/\/content\/home\/editadd$/);
    await expect(coordinator.getByRole('heading', { name: 'Content editor' })).toBeVisible();
    const row = coordinator.getByRole('listitem', { name: 'Content welcome' });
    await expect(row.getByText('Default')).toBeVisible();
    await row.getByRole('button', { name: 'Edit welcome' }).click();

    const form = coordinator.getByRole('dialog', { name: 'Edit welcome' });
    await form.getByLabel('Title').fill('Welcome to the Healthy Habits Challenge');
    await form
      .getByLabel(/^Content/)
      .fill('Walk **ten minutes** after lunch.<img src=x onerror="alert(1)">');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(row.getByText('Edited')).toBeVisible();

    await participant.reload();
    await expect(
      participant.getByRole('heading', { name: 'Welcome to the Healthy Habits Challenge' }),
    ).toBeVisible();
    const bold = participant.locator('[data-content-key="welcome"] strong');
    await expect(bold).toHaveText('ten minutes');
    await expect(participant.locator('[data-content-key="welcome"] [onerror]')).toHaveCount(0);

    // Reset to default gives participants the default welcome again.
    await row.getByRole('button', { name: 'Reset welcome to default' }).click();
    await coordinator
      .getByRole('dialog', { name: 'Reset to default' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await expect(row.getByText('Default')).toBeVisible();
    await participant.reload();
    await expect(participant.getByRole('heading', { name: DEFAULT_TITLE })).toBeVisible();
  });

  test('an unknown page shows an item of the 404 category', async ({ page }) => {
    await page.goto(demoUrl('/no/such/page'));
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
    await expect(
      page.getByText(
        /page you were looking for has wandered off|Even pages need recovery time|does not lead to a page here/,
      ),
    ).toBeVisible();
  });
});
