import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  startFakeClock,
} from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildTip, favorite, ok } from '../../../testing/fixtures';
import { AllTipsPage } from './all-tips-page';

const TIPS_URL = 'GET /api/promotions/2/custom_content';
const many = Array.from({ length: 45 }, (_, index) => buildTip({ id: index + 1 }));

function renderAll(
  route = '/tips/all',
  { tips = many, favorites = [] as ContentItem[], extra = {} as MockRoutes } = {},
) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    [TIPS_URL]: ok(tips),
    'GET /api/custom_content_likes': ok(favorites.map(favorite)),
    ...extra,
  });
  return {
    fetch,
    ...renderWithProviders(<AllTipsPage />, { route, path: '/tips/all' }),
  };
}

afterEach(() => jest.useRealTimers());

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Tips' }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)!.textContent);

test('starts with 20 tips and Show more adds 20 until all are shown', async () => {
  const { user } = renderAll();
  expect(await screen.findByText('Showing 20 of 45 tips')).toBeInTheDocument();
  expect(shownTitles()).toHaveLength(20);
  expect(shownTitles()[0]).toBe('Tip number 1');
  expect(screen.getByRole('tab', { name: 'All Tips' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(shownTitles()).toHaveLength(40);
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(shownTitles()).toHaveLength(45);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

const searchTips = [
  buildTip({ id: 1, title: 'Don’t skip breakfast', content: 'Oats keep you going.' }),
  buildTip({ id: 2, title: 'Walk at lunch', content: "It's good for your BACK." }),
  buildTip({ id: 3, title: 'Sleep', content: 'Eight hours.' }),
];

test("search waits 300 ms, ignores case, matches content and treats ' as ’", async () => {
  // On the fake clock: a slow machine's typing must not count as the 300 ms pause.
  const { user, advance, until } = startFakeClock();
  const { router } = renderAll('/tips/all', { tips: searchTips });
  await until(() => screen.getByText('Showing 3 of 3 tips'));
  const box = screen.getByRole('searchbox', { name: 'Search tips' });

  await user.type(box, "DON'T");
  advance(299);
  expect(shownTitles()).toHaveLength(3);
  advance(1);
  await until(() => expect(shownTitles()).toEqual(['Don’t skip breakfast']));
  expect(router.state.location.search).toBe('?search=DON%27T');

  await user.clear(box);
  await user.type(box, 'it’s good for your back');
  advance(300);
  await until(() => expect(shownTitles()).toEqual(['Walk at lunch']));

  await user.clear(box);
  await user.type(box, 'pizza');
  advance(300);
  await until(() => screen.getByText("Oops, we don't have any tips matching your search."));
});

test('the search in the URL is applied on arrival', async () => {
  renderAll('/tips/all?category=all&search=oats', { tips: searchTips });
  await waitFor(() => expect(shownTitles()).toEqual(['Don’t skip breakfast']));
  expect(screen.getByRole('searchbox', { name: 'Search tips' })).toHaveValue('oats');
});

test('the favorites category lists the favourites only; none shows the spec message', async () => {
  const { user, router } = renderAll('/tips/all?category=favorites', {
    tips: searchTips,
    favorites: [searchTips[2]],
  });
  await waitFor(() => expect(shownTitles()).toEqual(['Sleep']));
  expect(screen.getByRole('radio', { name: 'Favorites' })).toBeChecked();
  const sleep = screen.getByRole('article', { name: 'Sleep' });
  expect(within(sleep).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(screen.getByRole('radio', { name: 'All' }));
  await waitFor(() => expect(router.state.location.search).toBe('?category=all'));
  expect(shownTitles()).toHaveLength(3);
});

test('with no favourites the favorites category explains how to get some', async () => {
  renderAll('/tips/all?category=favorites', { tips: searchTips });
  expect(await screen.findByText("You don't have favorites yet.")).toBeInTheDocument();
  expect(
    screen.getByText('Once you like a tip it will show up under favorites.'),
  ).toBeInTheDocument();
});

test('a search with no favourite matches offers to search all tips', async () => {
  const { user, router } = renderAll('/tips/all?category=favorites&search=oats', {
    tips: searchTips,
    favorites: [searchTips[2]],
  });
  expect(
    await screen.findByText('No tips found in favorites, would you like to search in all tips?'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Search all tips' }));
  await waitFor(() => expect(router.state.location.search).toBe('?category=all&search=oats'));
  await waitFor(() => expect(shownTitles()).toEqual(['Don’t skip breakfast']));
});

test('unfavouriting in the favorites list removes the tip from it', async () => {
  let favorites = [favorite(searchTips[0]), favorite(searchTips[2])];
  const { user } = renderAll('/tips/all?category=favorites', {
    tips: searchTips,
    extra: {
      'GET /api/custom_content_likes': () => ok(favorites),
      'DELETE /api/custom_content/3/user_like': () => {
        favorites = [favorite(searchTips[0])];
        return ok({ id: 1, likeable_id: 3 });
      },
    },
  });
  await waitFor(() => expect(shownTitles()).toEqual(['Don’t skip breakfast', 'Sleep']));
  const sleep = screen.getByRole('article', { name: 'Sleep' });
  await user.click(within(sleep).getByRole('button', { name: 'Favorite' }));
  await waitFor(() => expect(shownTitles()).toEqual(['Don’t skip breakfast']));
});

test('a failed load shows Tips could not be found with Retry', async () => {
  renderAll('/tips/all', { extra: { [TIPS_URL]: { status: 500 } } });
  expect(await screen.findByText('Tips could not be found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
