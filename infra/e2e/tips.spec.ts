import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newParticipant } from './db';
import { demoUrl } from './stack-config';
import { axeViolations, logIn } from './support';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demoUrl(''), email);
  return page;
}

// The demo promotion started four days ago (programme day 5); the seeded tips are for days
// 1, 2 and 3, so today's tip is the day-3 one.
const TODAYS_TIP = 'Try a walking meeting';

test.describe("spec 2 tips: today's tip, favourites and sharing on the wall", () => {
  test('a participant favourites and shares the tip; another follows the card to it', async ({
    browser,
  }) => {
    // Participants of this test's own: favourites are each user's, and start empty.
    const author = await signedIn(browser, (await newParticipant()).email);
    await author
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips', exact: true })
      .click();
    await expect(author).toHaveURL(/\/tips\/today$/);
    await expect(author.getByRole('tab', { name: "Today's Tip" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tip = author.getByRole('article', { name: TODAYS_TIP });
    await expect(tip.getByText('Day 3')).toBeVisible();
    await expect(tip.getByText('One-to-ones work well on foot.')).toBeVisible();
    // A later tip is not revealed today.
    await expect(author.getByText('Stand up every hour')).toHaveCount(0);

    // Favourite it: the toggle is pressed, and the tip is listed under favorites.
    const favorite = tip.getByRole('button', { name: 'Favorite' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await author.getByRole('tab', { name: 'All Tips' }).click();
    // The segmented control's radios are visually hidden: click the label, as a person does.
    await author.locator('label', { hasText: /^Favorites$/ }).click();
    await expect(author.getByRole('radio', { name: 'Favorites' })).toBeChecked();
    await expect(author).toHaveURL(/\/tips\/all\?category=favorites/);
    const favorites = author.getByRole('list', { name: 'Tips' });
    await expect(favorites.getByRole('article')).toHaveCount(1);
    await expect(favorites.getByRole('article', { name: TODAYS_TIP })).toBeVisible();

    // Share it on the wall: a blank post is refused first.
    await favorites.getByRole('button', { name: 'Share on the wall' }).click();
    const dialog = author.getByRole('dialog', { name: 'Share on the wall' });
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(
      dialog.getByText('Oops, you need to write something before you post.'),
    ).toBeVisible();
    const words = `Walking one-to-ones work for me ${Date.now()}`;
    await dialog.getByLabel('Say something about this tip').fill(words);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(author.getByText('Shared on the wall.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Another participant sees the post with the tip's card and follows its link.
    const reader = await signedIn(browser, (await newParticipant()).email);
    await reader.goto(demoUrl('/wall/all'));
    const post = reader.getByRole('article').filter({ hasText: words });
    const card = post.getByRole('complementary', { name: 'Shared tip' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: TODAYS_TIP }).click();
    await expect(reader).toHaveURL(/\/tip\/\d+$/);
    const shown = reader.getByRole('article', { name: TODAYS_TIP });
    await expect(shown.getByRole('heading', { name: TODAYS_TIP })).toBeVisible();
    await expect(shown.getByText('One-to-ones work well on foot.')).toBeVisible();
    // Favourites are each user's own.
    await expect(shown.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a signed-out visitor reads the tips of a launched promotion, but is asked to log in elsewhere', async ({
    page,
  }) => {
    await page.goto(demoUrl('/tips/today'));
    await expect(page).toHaveURL(/\/tips\/today$/);
    const tip = page.getByRole('article', { name: TODAYS_TIP });
    await expect(tip).toBeVisible();
    await expect(tip.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(tip.getByRole('button', { name: 'Favorite' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(demoUrl('/home'));
    await expect(page).toHaveURL(/\/welcome\?/);
    await expect(page.getByRole('alert')).toHaveText('Please log in.');
  });
});
