import { act, screen, waitFor, within } from '@testing-library/react';
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
import { PostPage } from './post-page';

function renderPost(post: Post, route = `/wall/post/${post.id}`, extra: MockRoutes = {}) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    [`GET /api/posts/${post.id}`]: ok(post),
    ...extra,
  });
  return {
    fetch,
    ...renderWithProviders(<PostPage />, { route, path: '/wall/post/:id' }),
  };
}

const comments = [1, 2, 3].map((n) => buildComment(100 + n, 1));

test('shows the post with every comment and the breadcrumbs', async () => {
  renderPost(buildPost({ id: 1, reply_count: 3, posts: comments }));
  const card = await screen.findByRole('article', { name: 'Post by Sam Lee' });
  expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  expect(within(card).queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All Posts' })).toHaveAttribute('href', '/wall/all');
  expect(screen.getByText("Sam Lee's Post")).toBeInTheDocument();
});

test('the reply in the link is scrolled to and highlighted for 4 seconds', async () => {
  const scrolled = jest.fn();
  jest.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled);
  renderPost(buildPost({ id: 1, reply_count: 3, posts: comments }), '/wall/post/1?reply=102');

  await screen.findByText('Comment number 102');
  const target = document.getElementById('comment-102');
  await waitFor(() => expect(target).toHaveAttribute('data-highlighted', 'true'));
  expect(document.getElementById('comment-101')).not.toHaveAttribute('data-highlighted');
  expect(scrolled).toHaveBeenCalled();
  expect(scrolled.mock.contexts[0]).toBe(target);

  await waitFor(() => expect(target).not.toHaveAttribute('data-highlighted'));
});

test('Delete Post asks first, then returns to all posts', async () => {
  const { user, fetch, router } = renderPost(
    buildPost({ id: 1, user_id: 10, can_delete: true }),
    undefined,
    {
      'DELETE /api/posts/1': ok(null),
    },
  );
  const card = await screen.findByRole('article');
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
  expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'DELETE')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/wall/all'));
});

test('a comment is deleted after the Delete Comment confirmation, staying on the post', async () => {
  const post = buildPost({
    id: 1,
    reply_count: 1,
    posts: [buildComment(101, 1, { user_id: 10, can_delete: true })],
  });
  const { user, fetch, router } = renderPost(post, undefined, {
    'DELETE /api/posts/101': ok(null),
  });
  const comment = await screen.findByRole('listitem');
  await user.click(within(comment).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(
      fetch.mock.calls.some(
        ([r]) =>
          (r as Request).method === 'DELETE' && (r as Request).url.endsWith('/api/posts/101'),
      ),
    ).toBe(true),
  );
  expect(router.state.location.pathname).toBe('/wall/post/1');
});

test('a live comment on this post is appended', async () => {
  renderPost(buildPost({ id: 1 }));
  const card = await screen.findByRole('article');
  act(() => emitRealtimeEvent('newPostCreated', buildComment(200, 1, { content: 'Fresh reply' })));
  expect(await within(card).findByText('Fresh reply')).toBeInTheDocument();
});

test('a post of another promotion says it could not be found', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/posts/9': { status: 404, body: { errors: ['Post could not be found'] } },
  });
  renderWithProviders(<PostPage />, { route: '/wall/post/9', path: '/wall/post/:id' });
  expect(await screen.findByText('Post could not be found')).toBeInTheDocument();
});
