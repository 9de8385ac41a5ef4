import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import type { Recipe } from '../api/recipes-api';
import { summaryOf } from '../lib/recipes';
import { AllRecipesPage } from './all-recipes-page';
import { RecipePage } from './recipe-page';
import { WhyRecipesPage } from './why-recipes-page';

const recipe = (id: number, overrides: Partial<Recipe> = {}): Recipe => ({
  id,
  title: `Recipe number ${id}`,
  description: 'A bowl of beans and greens.',
  ingredients: [{ item: '1 can black beans' }, { item: '2 cups kale' }],
  directions: ['Warm the beans.', 'Wilt the kale.'],
  recipe_categories: [
    { category: 'Easy', category_type: 'EaseofPrep' },
    { category: 'Breakfast', category_type: 'Meal' },
  ],
  health_categories: ['High fibre'],
  servings: 2,
  active_time: 10,
  total_time: 20,
  is_secondary: false,
  rating: 0,
  ratings_count: 0,
  userRating: null,
  favorited: false,
  ...overrides,
});
const many = Array.from({ length: 45 }, (_, index) => recipe(index + 1));
const signedIn: MockRoutes = {
  'GET /api/users/me': ok(buildUser()),
  'GET /api/promotions/current': ok(buildPromotion()),
};

function renderAll(route: string, recipes: MockRoutes[string]) {
  const fetch = mockFetch({ ...signedIn, 'GET /api/recipes': recipes });
  return { fetch, ...renderWithProviders(<AllRecipesPage />, { route, path: '/recipes/all' }) };
}

const sentQuery = (fetch: jest.Mock) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x'))
    .filter((url) => url.pathname === '/api/recipes')
    .map((url) => url.search);

test('shows 20 recipes, Show more adds 20, with summaries cut at 190 characters', async () => {
  const { user } = renderAll('/recipes/all', ok(many));
  expect(await screen.findByText('Showing 20 of 45 recipes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(screen.getByText('Showing 40 of 45 recipes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  expect(summaryOf('a'.repeat(300))).toHaveLength(190);
  expect(summaryOf(' short ')).toBe('short');
});

test('asks the server for the category and the search, debounced', async () => {
  const { fetch, user } = renderAll('/recipes/all?category=breakfast', ok(many.slice(0, 3)));
  expect(await screen.findByText('Showing 3 of 3 recipes')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search recipes'), 'oats');
  await waitFor(() =>
    expect(sentQuery(fetch)).toContain('?page_size=0&category=breakfast&search=oats'),
  );
  expect(sentQuery(fetch)[0]).toBe('?page_size=0&category=breakfast');
});

test('says Oops when a search of all recipes finds nothing', async () => {
  renderAll('/recipes/all?search=zzz', ok([]));
  expect(
    await screen.findByText("Oops, we don't have any recipes matching your search."),
  ).toBeInTheDocument();
});

test('offers all recipes when a category has none', async () => {
  const { user, router } = renderAll('/recipes/all?category=snacks&search=pie', ok([]));
  expect(
    await screen.findByText('No recipes found in Snacks, would you like to search in all recipes?'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Search all recipes' }));
  await waitFor(() => expect(router.state.location.search).toBe('?category=all&search=pie'));
});

test('shows the favourites empty state', async () => {
  renderAll('/recipes/all?category=favorites', ok([]));
  expect(await screen.findByText("You don't have favorites yet.")).toBeInTheDocument();
  expect(
    screen.getByText('Once you like a recipe it will show up under favorites.'),
  ).toBeInTheDocument();
});

test('says Recipes could not be found when the list fails', async () => {
  renderAll('/recipes/all', { status: 500 });
  expect(await screen.findByText('Recipes could not be found')).toBeInTheDocument();
});

test('More WFPB Recipes shows the daily recipe and the secondary ones, or its failure', async () => {
  mockFetch({
    ...signedIn,
    'GET /api/recipes/daily': ok(recipe(7, { title: 'Daily dish' })),
    'GET /api/recipes/secondary': { status: 500 },
  });
  renderWithProviders(<WhyRecipesPage />, { route: '/recipes/why', path: '/recipes/why' });
  expect(await screen.findByRole('heading', { name: 'More WFPB Recipes' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Daily dish' })).toBeInTheDocument();
  expect(await screen.findByText('Secondary recipes could not be found')).toBeInTheDocument();
});

test('rates, changes and clears a rating on the recipe page, sending stars × 20', async () => {
  let current = recipe(3);
  const scores: unknown[] = [];
  mockFetch({
    ...signedIn,
    'GET /api/recipes/3': () => ok(current),
    'POST /api/recipes/3/user_rating': (request: Request) => {
      void request.json().then((body: { score: number }) => scores.push(body.score));
      current = { ...current, userRating: 80, rating: 80, ratings_count: 1 };
      return { status: 201, body: { data: { score: 80 }, meta: {} } };
    },
    'DELETE /api/recipes/3/user_rating': () => {
      current = { ...current, userRating: null, rating: 0, ratings_count: 0 };
      return ok({ score: null });
    },
  });
  const { user } = renderWithProviders(<RecipePage />, { route: '/recipe/3', path: '/recipe/:id' });
  const rating = await screen.findByRole('group', { name: 'Your rating' });
  await user.click(within(rating).getByRole('button', { name: '4 stars: Great' }));
  expect(await screen.findByText('You rated it Great.')).toBeInTheDocument();
  // The toast comes with the answer; the recipe's new figures with its refetch.
  expect(await screen.findByText('Rated 80% (1 rating)')).toBeInTheDocument();
  expect(scores).toEqual([80]);
  await user.click(screen.getByRole('button', { name: 'Clear rating' }));
  expect(await screen.findByText('Your rating was cleared.')).toBeInTheDocument();
  expect(await screen.findByText('Not rated yet')).toBeInTheDocument();
});
