import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildComment, buildPost, ok } from '../../../testing/fixtures';
import { ExpertPostsPage } from './expert-posts-page';
import { ExpertWallsPage } from './expert-walls-page';

function setup(extra: MockRoutes = {}) {
  const fetch = mockFetch({
    ...extra,
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

test('the walls view lists the walls the server offers, shows the chosen one and posts to it', async () => {
  const posted: Request[] = [];
  const { queries } = setup({
    'GET /api/wall_expert/walls': ok([
      { id: 2, program_name: 'Demo Wellness Challenge', subdomain: 'demo' },
      { id: 3, program_name: 'Launchpad', subdomain: 'launchpad' },
    ]),
    'POST /api/posts': (request) => {
      posted.push(request.clone());
      return { status: 201, body: { data: buildPost({ id: 9 }), meta: {} } };
    },
  });
  const { user } = renderWithProviders(<ExpertWallsPage />, {
    route: '/wallexpert/walls/3',
    path: '/wallexpert/walls/:wallable_id',
  });
  await screen.findByText('Post number 1');
  expect(screen.getByRole('combobox', { name: 'Promotion wall' })).toHaveValue(
    'Launchpad (launchpad)',
  );
  const query = queries()[0];
  expect(query.get('wallable_type')).toBe('Promotion');
  expect(query.get('wallable_id')).toBe('3');

  // Moderators have no friends: no tagging here.
  expect(screen.queryByRole('button', { name: 'Tag friends' })).not.toBeInTheDocument();
  await user.type(
    screen.getByRole('textbox', { name: 'Write a post on the Launchpad wall' }),
    'Drink water',
  );
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(await posted[0].json()).toEqual({
    content: 'Drink water',
    wallable_type: 'Promotion',
    wallable_id: 3,
  });
});

test('a wall the server does not offer is not shown', async () => {
  const { queries } = setup({
    'GET /api/wall_expert/walls': ok([
      { id: 2, program_name: 'Demo Wellness Challenge', subdomain: 'demo' },
    ]),
  });
  renderWithProviders(<ExpertWallsPage />, {
    route: '/wallexpert/walls/1',
    path: '/wallexpert/walls/:wallable_id',
  });
  expect(await screen.findByText('Wall could not be found')).toBeInTheDocument();
  expect(queries()).toEqual([]);
});
