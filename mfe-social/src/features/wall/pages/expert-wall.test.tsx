import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { buildComment, buildPost, ok } from '../../../testing/fixtures';
import { ExpertPostsPage } from './expert-posts-page';
import { ExpertWallsPage } from './expert-walls-page';

function setup() {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser({ role: 'Poster' })),
    'GET /api/promotions/current': ok(buildPromotion()),
    // The server orders by likes when asked for sort=popular.
    'GET /api/posts': (request) => {
      const posts = [
        buildPost({ id: 1, likes_count: 1, reply_count: 1, posts: [buildComment(11, 1)] }),
        buildPost({ id: 2, likes_count: 5 }),
      ];
      const popular = new URL(request.url).searchParams.get('sort') === 'popular';
      return ok(popular ? posts.reverse() : posts, { total_records: 2 });
    },
  });
  const queries = () =>
    fetch.mock.calls
      .map(([r]) => new URL((r as Request).url))
      .filter((url) => url.pathname === '/api/posts')
      .map((url) => url.searchParams);
  return { fetch, queries };
}

test('the expert wall starts on "my", 30 a page and one comment each', async () => {
  const { queries } = setup();
  renderWithProviders(<ExpertPostsPage />, { route: '/wallexpert/posts' });
  await screen.findByText('Post number 1');
  const query = queries()[0];
  expect(query.get('filter')).toBe('my');
  expect(query.get('page_size')).toBe('30');
  expect(query.get('reply_count')).toBe('1');
});

test('search is sent on Enter or Space only; popular and comments toggles', async () => {
  const { queries } = setup();
  const { user } = renderWithProviders(<ExpertPostsPage />, { route: '/wallexpert/posts' });
  await screen.findByText('Post number 1');
  const box = screen.getByRole('searchbox', { name: 'Search posts' });

  await user.type(box, 'walk');
  expect(queries().some((q) => q.get('search'))).toBe(false);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(queries().some((q) => q.get('search') === 'walk')).toBe(true));
  await user.type(box, 'ing ');
  await waitFor(() => expect(queries().some((q) => q.get('search') === 'walking')).toBe(true));

  expect(screen.getByText('Comment number 11')).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Comments' }));
  expect(screen.queryByText('Comment number 11')).not.toBeInTheDocument();

  const order = () =>
    screen.getAllByRole('article').map((a) => within(a).getByText(/^Post number/).textContent);
  expect(order()).toEqual(['Post number 1', 'Post number 2']);
  await user.click(screen.getByRole('switch', { name: 'Popular' }));
  await waitFor(() => expect(queries().some((q) => q.get('sort') === 'popular')).toBe(true));
  await waitFor(() => expect(order()).toEqual(['Post number 2', 'Post number 1']));
});

test('the walls view shows one promotion’s wall with a selector', async () => {
  const { queries } = setup();
  renderWithProviders(<ExpertWallsPage />, {
    route: '/wallexpert/walls/2',
    path: '/wallexpert/walls/:wallable_id',
  });
  await screen.findByText('Post number 1');
  expect(screen.getByRole('combobox', { name: 'Promotion wall' })).toHaveValue(
    'Demo Wellness Challenge',
  );
  const query = queries()[0];
  expect(query.get('wallable_type')).toBe('Promotion');
  expect(query.get('wallable_id')).toBe('2');
});
