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
  // Live payloads carry a generic viewer's rights; the reader's own come from GET /posts/{id}.
  const generic = { can_report: false, can_delete: false };
  const { user } = renderWall([buildPost({ id: 1 })], {
    'GET /api/posts/2': ok(buildPost({ id: 2, can_report: true })),
    'GET /api/posts/3': ok(buildPost({ id: 3, can_report: true })),
  });
  await screen.findByText('Post number 1');

  act(() => {
    emitRealtimeEvent('newPostCreated', buildPost({ id: 2, ...generic }));
    emitRealtimeEvent('newPostCreated', buildPost({ id: 3, ...generic }));
    emitRealtimeEvent('newPostCreated', buildPost({ id: 4, user_id: 10 })); // the reader's own
    emitRealtimeEvent('newPostCreated', buildComment(5, 1));
  });
  expect(screen.queryByText('Post number 3')).not.toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: '2 new posts' }));

  await screen.findByText('Post number 3');
  const articles = screen.getAllByRole('article');
  const texts = articles.map((a) => within(a).getByText(/^Post number/).textContent);
  expect(texts).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
  expect(within(articles[0]).getByRole('button', { name: /Report/ })).toBeInTheDocument();
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
});

test('a shared tip shows as a card in its post, with its poster’s location', async () => {
  renderWall([
    buildPost({
      id: 1,
      postable_type: 'Tip',
      postable_id: 7,
      postable: { type: 'Tip', id: 7, title: 'Drink water', summary: 'Eight a day.', image: null },
      user: {
        id: 3,
        profile: {
          ...buildPost({ id: 1 }).user.profile,
          location: { id: 4, name: 'Boston Office' },
        },
      },
      show_location: true,
    }),
  ]);
  const card = await screen.findByRole('complementary', { name: 'Shared tip' });
  expect(within(card).getByRole('link', { name: 'Drink water' })).toHaveAttribute('href', '/tip/7');
  expect(within(card).getByText('Eight a day.')).toBeInTheDocument();
  expect(screen.getByText('Boston Office')).toBeInTheDocument();
});

test("another user's like (newLikeCreated) adds to the post's likes live; the reader's own is ignored", async () => {
  renderWall([
    buildPost({
      id: 1,
      likes_count: 2,
      posts: [buildComment(5, 1, { likes_count: 0 })],
      reply_count: 1,
    }),
  ]);
  const post = await screen.findByRole('article', { name: 'Post by Sam Lee' });
  expect(within(post).getByRole('button', { name: 'Like (2)' })).toBeInTheDocument();
  act(() =>
    emitRealtimeEvent('newLikeCreated', { likeable_id: 1, likeable_type: 'Post', user_id: 30 }),
  );
  expect(await within(post).findByRole('button', { name: 'Like (3)' })).toBeInTheDocument();
  act(() =>
    emitRealtimeEvent('newLikeCreated', { likeable_id: 1, likeable_type: 'Post', user_id: 10 }),
  );
  act(() =>
    emitRealtimeEvent('newLikeCreated', { likeable_id: 5, likeable_type: 'Post', user_id: 30 }),
  );
  expect(await within(post).findByRole('button', { name: 'Like (1)' })).toBeInTheDocument();
  expect(within(post).getByRole('button', { name: 'Like (3)' })).toBeInTheDocument();
});
