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

const SOUP = 'Red Lentil Soup';

test.describe('issue 16 recipes: today, search, rating, favourites and sharing on the wall', () => {
  test("a participant opens today's recipe, searches, rates, favourites and shares a recipe", async ({
    browser,
  }) => {
    const cook = await signedIn(browser, (await newParticipant()).email);
    await cook.goto(demoUrl('/recipes'));
    await expect(cook).toHaveURL(/\/recipes\/today$/);
    await expect(cook.getByRole('tab', { name: "Today's Recipe" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const today = cook.getByRole('article');
    await expect(today.getByText("Today's Recipe")).toBeVisible();
    await expect(today.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    expect(await axeViolations(cook)).toEqual([]);

    await cook.getByRole('tab', { name: 'More WFPB Recipes' }).click();
    await expect(cook.getByRole('heading', { name: 'More WFPB Recipes' })).toBeVisible();
    await expect(cook.getByRole('list', { name: 'More WFPB Recipes' })).toBeVisible();
    expect(await axeViolations(cook)).toEqual([]);

    // Search all recipes: the URL follows the box.
    await cook.getByRole('tab', { name: 'All Recipes' }).click();
    await expect(cook.getByText(/^Showing 20 of \d+ recipes$/)).toBeVisible();
    expect(await axeViolations(cook)).toEqual([]);
    await cook.getByLabel('Search recipes').fill('lentil');
    await expect(cook).toHaveURL(/search=lentil/);
    const found = cook.getByRole('list', { name: 'Recipes' });
    await expect(found.getByRole('link', { name: SOUP })).toBeVisible();
    await cook.getByLabel('Search recipes').fill('no such dish anywhere');
    await expect(
      cook.getByText("Oops, we don't have any recipes matching your search."),
    ).toBeVisible();
    await cook.getByLabel('Search recipes').fill('lentil');
    await found.getByRole('link', { name: SOUP }).click();
    await expect(cook).toHaveURL(/\/recipe\/\d+$/);
    const recipe = cook.getByRole('article', { name: SOUP });
    await expect(recipe.getByText('1 1/2 cups red lentils, rinsed')).toBeVisible();
    expect(await axeViolations(cook)).toEqual([]);

    // Rate it, change the rating, clear it and rate again: the average follows.
    const stars = recipe.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('button', { name: '5 stars: Awesome' }).click();
    await expect(recipe.getByText('You rated it Awesome.')).toBeVisible();
    await expect(recipe.getByText('Rated 100% (1 rating)')).toBeVisible();
    await stars.getByRole('button', { name: '4 stars: Great' }).click();
    await expect(recipe.getByText('Rated 80% (1 rating)')).toBeVisible();
    await recipe.getByRole('button', { name: 'Clear rating' }).click();
    await expect(recipe.getByText('Your rating was cleared.')).toBeVisible();
    await expect(recipe.getByText('Not rated yet')).toBeVisible();
    await stars.getByRole('button', { name: '4 stars: Great' }).click();
    await expect(recipe.getByText('You rated it Great.')).toBeVisible();

    // Favourite it: listed under favorites.
    const favorite = recipe.getByRole('button', { name: 'Favorite' });
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await cook.goto(demoUrl('/recipes/all?category=favorites'));
    await expect(cook.getByLabel('Category')).toHaveValue('favorites');
    const favorites = cook.getByRole('list', { name: 'Recipes' });
    await expect(favorites.getByRole('article')).toHaveCount(1);
    await favorites.getByRole('link', { name: SOUP }).click();

    // Share it on the wall and see the post with the recipe's card.
    await cook.getByRole('button', { name: 'Share on the wall' }).click();
    const dialog = cook.getByRole('dialog', { name: 'Share on the wall' });
    const words = `Soup night ${Date.now()}`;
    await dialog.getByLabel('Say something about this recipe').fill(words);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(cook.getByText('Shared on the wall.')).toBeVisible();
    await cook.goto(demoUrl('/wall/all'));
    const post = cook.getByRole('article').filter({ hasText: words });
    const card = post.getByRole('complementary', { name: 'Shared recipe' });
    await expect(card.getByRole('link', { name: SOUP })).toBeVisible();
    await card.getByRole('link', { name: SOUP }).click();
    await expect(cook.getByRole('article', { name: SOUP })).toBeVisible();
  });

  test('a signed-out visitor reads the recipes without favourites or ratings', async ({ page }) => {
    await page.goto(demoUrl('/recipes/today'));
    await expect(page).toHaveURL(/\/recipes\/today$/);
    const today = page.getByRole('article');
    await expect(today.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(today.getByRole('button', { name: 'Favorite' })).toHaveCount(0);
    await expect(today.getByRole('group', { name: 'Your rating' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(demoUrl('/recipes/all?category=snacks'));
    await expect(
      page.getByRole('list', { name: 'Recipes' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Category').locator('option[value="favorites"]')).toHaveCount(0);
  });
});
