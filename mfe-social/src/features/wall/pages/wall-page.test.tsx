import { act, screen, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { buildComment, buildPost, ok } from '../../../testing/fixtures';
import type { Post } from '../api/wall-api';
import { WallPage } from './wall-page';

const BLANK = 'Oops, you need to write something before you post.';

function renderWall(posts: Post[], extra: MockRoutes = {}) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/posts': () => ok(posts, { total_records: posts.length }),
    ...extra,
  });
  return { fetch, ...renderWithProviders(<WallPage />, { route: '/wall/all' }) };
}

const posted = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');

test('shows each post with its author and how long ago it was written', async () => {
  renderWall([buildPost({ id: 1, content: 'Walked 10k steps today!' })]);

  const post = await screen.findByRole('article', { name: 'Post by Sam Lee' });
  expect(within(post).getByText('Walked 10k steps today!')).toBeInTheDocument();
  expect(within(post).getByText('5 minutes ago')).toBeInTheDocument();
});

test('post content is shown as plain text, never as HTML', async () => {
  const content = '<script>alert("x")</script><b>bold?</b>';
  const { container } = renderWall([buildPost({ id: 1, content })]);

  expect(await screen.findByText(content)).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
});

test('a blank post is refused before it is sent', async () => {
  const { user, fetch } = renderWall([]);
  const box = await screen.findByRole('textbox', { name: 'Write a post' });

  await user.type(box, '   ');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText(BLANK)).toBeInTheDocument();
  expect(posted(fetch)).toHaveLength(0);
});

test('the server’s blank-post answer is shown in the participant’s words', async () => {
  const { user } = renderWall([], {
    'POST /api/posts': { status: 422, body: { errors: ["Content can't be blank"] } },
  });

  await user.type(await screen.findByRole('textbox', { name: 'Write a post' }), '\u200b');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText(BLANK)).toBeInTheDocument();
});

test('a new post is sent, the box cleared and the wall refreshed', async () => {
  const posts: Post[] = [];
  const created = buildPost({ id: 7, user_id: 10, content: 'Hello team' });
  const { user, fetch } = renderWall(posts, {
    'POST /api/posts': () => {
      posts.unshift(created);
      return { status: 201, ...ok(created) };
    },
  });
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();

  const box = screen.getByRole('textbox', { name: 'Write a post' });
  await user.type(box, 'Hello team');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText('Hello team', { selector: 'p' })).toBeInTheDocument();
  expect(box).toHaveValue('');
  expect(await posted(fetch)[0].json()).toEqual({ content: 'Hello team' });
});

test('posts by others wait behind a button until the reader inserts them', async () => {
  const { user } = renderWall([buildPost({ id: 1 })]);
  await screen.findByText('Post number 1');

  act(() => {
    emitRealtimeEvent('newPostCreated', buildPost({ id: 2 }));
    emitRealtimeEvent('newPostCreated', buildPost({ id: 3 }));
    emitRealtimeEvent('newPostCreated', buildPost({ id: 4, user_id: 10 })); // the reader's own
    emitRealtimeEvent('newPostCreated', buildComment(5, 1));
  });
  expect(screen.queryByText('Post number 3')).not.toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: '2 new posts' }));

  const texts = screen
    .getAllByRole('article')
    .map((a) => within(a).getByText(/^Post number/).textContent);
  expect(texts).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
  expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
});

test('20 posts a page, the next page on Load more', async () => {
  const all = Array.from({ length: 21 }, (_, i) => buildPost({ id: 21 - i }));
  const { user } = renderWall([], {
    'GET /api/posts': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return ok(all.slice((page - 1) * 20, page * 20), { total_records: all.length });
    },
  });

  expect(await screen.findAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await screen.findByText('Post number 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(21);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
}, 20_000);
