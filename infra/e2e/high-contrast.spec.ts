import { expect, test } from './fixtures';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

/** Black as the built sheet writes it (the minifier shortens #000000). */
const BLACK = /^#000(000)?$/;

/** The participant's main screens, each checked by axe in the high-contrast theme. */
const SCREENS = [
  '/home',
  '/activities/1',
  '/leaderboard',
  '/wall',
  '/tips/today',
  '/notifications/all',
  '/settings/profile',
];

test.describe('spec 1 show_high_contrast: the high-contrast theme', () => {
  test('a participant turns it on from the account menu; it stays on and every main screen passes axe', async ({
    page,
  }) => {
    const person = await newParticipant({ firstName: 'Hana', lastName: 'Contrast' });
    await logIn(page, demoUrl(''), person.email);
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-contrast', 'high');
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--mantine-primary-color-filled')
          .trim(),
      );
    expect(await primary()).not.toMatch(BLACK);

    await page.getByRole('button', { name: /^Account menu for Hana Contrast/ }).click();
    await page.getByRole('menuitem', { name: 'Turn high contrast on' }).click();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    // The theme really changes: filled controls turn black (white text on them).
    expect(await primary()).toMatch(BLACK);

    for (const path of SCREENS) {
      await page.goto(demoUrl(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(html).toHaveAttribute('data-contrast', 'high');
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }

    // Saved on the account: a new sign-in keeps it; turning it off restores the normal theme.
    await page.context().clearCookies();
    await logIn(page, demoUrl(''), person.email);
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await page.getByRole('button', { name: /^Account menu for Hana Contrast/ }).click();
    await page.getByRole('menuitem', { name: 'Turn high contrast off' }).click();
    await expect(html).not.toHaveAttribute('data-contrast', 'high');
  });
});
