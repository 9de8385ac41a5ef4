import { expect, test } from './fixtures';
import { newParticipant, sql } from './db';
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

const DEMO_PROMOTION_ID = 2;
const promotion = (path: string) => `/promotion/${DEMO_PROMOTION_ID}${path}`;

/**
 * The newest staff screens (issues 14 and 15), each checked by axe in the high-contrast theme:
 * the master's work styles, collections, image and frame libraries and badge administration;
 * the coordinator's location settings, recipes and competitions.
 */
const STAFF_SCREENS: Array<[string, string[]]> = [
  [
    'Master',
    [
      '/collections/list',
      '/collections/create',
      '/workstyles/list',
      '/workstyles/create',
      promotion('/image_library'),
      promotion('/frame_library'),
      promotion('/badges'),
      promotion('/badges/new'),
    ],
  ],
  [
    'Coordinator',
    [
      '/locations/view',
      '/locations/settings',
      '/recipes/today',
      '/recipes/all',
      promotion('/competitions'),
      promotion('/competition/new'),
      promotion('/competition-behaviors'),
      promotion('/levels'),
      promotion('/point_thresholds'),
    ],
  ],
];

test.describe('spec 1 show_high_contrast: the high-contrast theme', () => {
  test('a participant turns it on from the account menu; it stays on and every main screen passes axe', async ({
    page,
  }) => {
    // Seven screens, each opened anew and checked by axe: minutes on a busy machine.
    test.setTimeout(240_000);
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
      // A page's first visit loads its remote: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({
        timeout: 30_000,
      });
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

  for (const [role, screens] of STAFF_SCREENS) {
    test(`the newest ${role.toLowerCase()} screens pass axe in high contrast`, async ({ page }) => {
      // Each screen opened anew (its remote may load first on a busy machine) and checked.
      test.setTimeout(240_000);
      const person = await newParticipant({ firstName: 'Hale', lastName: role });
      await sql('UPDATE users SET role = ?, show_high_contrast = 1 WHERE id = ?', [
        role,
        person.id,
      ]);
      await logIn(page, demoUrl(''), person.email);
      for (const path of screens) {
        await page.goto(demoUrl(path));
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(
          0,
        );
        await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
    });
  }
});
