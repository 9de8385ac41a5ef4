import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildContentItem,
  buildPromotion,
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { buildComment, buildPost, buildWallUser, ok } from '../../../testing/fixtures';
import type { Post } from '../api/wall-api';
import { ONE_FILE, TOO_LARGE, WRONG_TYPE } from '../lib/photo-rules';
import { WallFilterPage } from './wall-filter-page';
import { WallPage } from './wall-page';

const BLANK_COMMENT = 'Oops, you need to write something before you comment.';

type Fetch = ReturnType<typeof mockFetch>;

function renderWall(posts: Post[], extra: MockRoutes = {}, me: User = buildUser()) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(me),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/posts': () => ok(posts, { total_records: posts.length }),
    ...extra,
  });
  return { fetch, ...renderWithProviders(<WallPage />, { route: '/wall/all' }) };
}

function renderFilter(filter: string, extra: MockRoutes = {}) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    ...extra,
  });
  return {
    fetch,
    ...renderWithProviders(<WallFilterPage />, {
      route: `/wall/filter/view/${filter}`,
      path: '/wall/filter/view/:filter',
    }),
  };
}

const requests = (fetch: Fetch, method: string, path?: string) =>
  fetch.mock.calls
    .map(([input]) => input as Request)
    .filter((r) => r.method === method && (!path || new URL(r.url).pathname === path));

const postCard = (name = 'Post by Sam Lee') => screen.findByRole('article', { name });

describe('creating a post', () => {
  test('a photo is checked, uploaded and sent with the post', async () => {
    const { user, fetch } = renderWall([], {
      'POST /api/files/upload': {
        status: 201,
        body: { data: { files: [{ url: '/api/files/a1.png' }] }, meta: {} },
      },
      'POST /api/posts': () => ({ status: 201, ...ok(buildPost({ id: 9, user_id: 10 })) }),
    });
    await screen.findByText('No posts yet');

    const photo = new File(['png-bytes'], 'walk.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach a photo'), photo);
    expect(await screen.findByRole('img', { name: 'Attached photo' })).toHaveAttribute(
      'src',
      '/api/files/a1.png',
    );
    const upload = requests(fetch, 'POST', '/api/files/upload')[0];
    expect((await upload.formData()).get('file')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Write a post' }), 'Morning walk');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(requests(fetch, 'POST', '/api/posts')).toHaveLength(1));
    expect(await requests(fetch, 'POST', '/api/posts')[0].json()).toEqual({
      content: 'Morning walk',
      photo: { url: '/api/files/a1.png' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Attached photo' })).not.toBeInTheDocument(),
    );
  });

  test('the upload rules are mirrored before anything is sent', async () => {
    const { fetch } = renderWall([]);
    await screen.findByText('No posts yet');
    const input = screen.getByLabelText('Attach a photo');
    const choose = (files: File[]) =>
      act(async () => {
        Object.defineProperty(input, 'files', { value: files, configurable: true });
        fireEvent.change(input);
      });

    await choose([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_TYPE);

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await choose([big]);
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();

    const png = () => new File(['x'], 'a.png', { type: 'image/png' });
    await choose([png(), png()]);
    expect(await screen.findByText(ONE_FILE)).toBeInTheDocument();
    expect(requests(fetch, 'POST', '/api/files/upload')).toHaveLength(0);
  });

  test('the server’s upload message is shown when it refuses the photo', async () => {
    const small =
      'Error: This photo is too small. Please select a photo that is at least 150 pixels.';
    const { user } = renderWall([], {
      'POST /api/files/upload': { status: 422, body: { errors: [small] } },
    });
    await screen.findByText('No posts yet');
    await user.upload(
      screen.getByLabelText('Attach a photo'),
      new File(['x'], 'tiny.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(small)).toBeInTheDocument();
  });

  test('an upload that fails without a message says so in the spec’s words', async () => {
    const { user } = renderWall([], {
      'POST /api/files/upload': { status: 502, body: {} },
    });
    await screen.findByText('No posts yet');
    await user.upload(
      screen.getByLabelText('Attach a photo'),
      new File(['png-bytes'], 'walk.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Oops, something went wrong while uploading your file.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Attached photo' })).not.toBeInTheDocument();
  });

  test('people are tagged through the Tag Friends dialog', async () => {
    const { user, fetch } = renderWall([], {
      // The reader's friends, whichever side asked (spec 2 s1: tag friends).
      'GET /api/friendships': ok([
        {
          friender: { id: 10, profile: { full_name: 'Pat Participant', image: null } },
          friendee: { id: 30, profile: { full_name: 'Ana Ruiz', image: null } },
        },
        {
          friender: { id: 31, profile: { full_name: 'Bo Chen', image: null } },
          friendee: { id: 10, profile: { full_name: 'Pat Participant', image: null } },
        },
      ]),
      'POST /api/posts': { status: 201, ...ok(buildPost({ id: 9, user_id: 10 })) },
    });
    await screen.findByText('No posts yet');
    await user.click(screen.getByRole('button', { name: 'Tag friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag Friends' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bo Chen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Tagging Bo Chen')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Write a post' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requests(fetch, 'POST', '/api/posts')).toHaveLength(1));
    expect(await requests(fetch, 'POST', '/api/posts')[0].json()).toEqual({
      content: 'Hi',
      tagged_users: [31],
    });
  });
});

describe('comments', () => {
  test('a wall post shows its 2 latest comments and expands to all of them', async () => {
    const all = [1, 2, 3, 4].map((n) => buildComment(100 + n, 1));
    const { user, fetch } = renderWall(
      [buildPost({ id: 1, reply_count: 4, posts: all.slice(2) })],
      {
        'GET /api/posts': (request) => {
          const query = new URL(request.url).searchParams;
          if (query.get('wallable_type') === 'Post') {
            expect(query.get('wallable_id')).toBe('1');
            expect(query.get('page_size')).toBe('0');
            return ok(all, { total_records: 4 });
          }
          return ok([buildPost({ id: 1, reply_count: 4, posts: all.slice(2) })], {
            total_records: 1,
          });
        },
      },
    );
    const post = await postCard();
    const list = within(post).getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Comment number 101')).not.toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'View all 4 comments' }));

    expect(await within(post).findByText('Comment number 101')).toBeInTheDocument();
    expect(within(post).getAllByRole('listitem')).toHaveLength(4);
    expect(within(post).queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
    expect(requests(fetch, 'GET', '/api/posts').length).toBeGreaterThanOrEqual(2);
  });

  test('a blank comment is refused with the spec’s words', async () => {
    const { user, fetch } = renderWall([buildPost({ id: 1 })]);
    const post = await postCard();
    await user.type(within(post).getByRole('textbox', { name: 'Write a comment' }), '  ');
    await user.click(within(post).getByRole('button', { name: 'Comment' }));
    expect(await within(post).findByText(BLANK_COMMENT)).toBeInTheDocument();
    expect(requests(fetch, 'POST')).toHaveLength(0);
  });

  test('a comment is sent to the post; a failed save says so', async () => {
    const { user, fetch } = renderWall([buildPost({ id: 1 })], {
      'POST /api/posts': { status: 500, body: { errors: ['boom'] } },
    });
    const post = await postCard();
    await user.type(within(post).getByRole('textbox', { name: 'Write a comment' }), 'Nice!');
    await user.click(within(post).getByRole('button', { name: 'Comment' }));

    expect(
      await within(post).findByText('Oops, the comment could not be saved.'),
    ).toBeInTheDocument();
    expect(await requests(fetch, 'POST', '/api/posts')[0].json()).toEqual({
      content: 'Nice!',
      wallable_type: 'Post',
      wallable_id: 1,
      parent_post_id: 1,
      depth: 1,
    });
  });

  test('a live comment is appended to its post’s replies', async () => {
    renderWall([buildPost({ id: 1 })]);
    const post = await postCard();
    act(() => emitRealtimeEvent('newPostCreated', buildComment(50, 1, { content: 'Live one' })));
    expect(await within(post).findByText('Live one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
  });
});

describe('likes and follows', () => {
  test('like toggles between POST /likes and DELETE /likes/{id}; failures are silent', async () => {
    let post = buildPost({ id: 1 });
    const { user, fetch } = renderWall([], {
      'GET /api/posts': () => ok([post], { total_records: 1 }),
      'POST /api/likes': () => {
        post = { ...post, liked_by_me: true, like_id: 77, likes_count: 1 };
        return {
          status: 201,
          ...ok({ id: 77, likeable_id: 1, likeable_type: 'Post', user_id: 10 }),
        };
      },
      'DELETE /api/likes/77': { status: 500, body: { errors: ['nope'] } },
    });
    const card = await postCard();
    await user.click(within(card).getByRole('button', { name: 'Like (0)' }));
    const liked = await within(card).findByRole('button', { name: 'Liked (1)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(await requests(fetch, 'POST', '/api/likes')[0].json()).toEqual({
      likeable_id: 1,
      likeable_type: 'Post',
    });

    await user.click(liked);
    await waitFor(() => expect(requests(fetch, 'DELETE', '/api/likes/77')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('follow is offered on others’ posts only, never own or reported ones', async () => {
    renderWall([
      buildPost({ id: 1 }),
      buildPost({ id: 2, user_id: 10, user: buildWallUser(10, 'Pat', 'Doe') }),
      buildPost({ id: 3, user_id: 21, user: buildWallUser(21, 'Kim', 'Ode'), is_flagged: true }),
    ]);
    const others = await postCard();
    expect(within(others).getByRole('button', { name: 'Follow Sam Lee' })).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Post by Pat Doe' });
    expect(within(own).queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    const flagged = screen.getByRole('article', { name: 'Post by Flagged User' });
    expect(within(flagged).queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  test('follow and unfollow call the follows API and refetch the wall', async () => {
    let post = buildPost({ id: 1 });
    const { user, fetch } = renderWall([], {
      'GET /api/posts': () => ok([post], { total_records: 1 }),
      'POST /api/users/10/follows': () => {
        post = { ...post, is_following: true };
        return { status: 201, ...ok({ id: 20 }) };
      },
      'DELETE /api/users/10/follows/20': () => {
        post = { ...post, is_following: false };
        return ok(null);
      },
    });
    const card = await postCard();
    await user.click(within(card).getByRole('button', { name: 'Follow Sam Lee' }));
    await user.click(await within(card).findByRole('button', { name: 'Unfollow Sam Lee' }));
    expect(await within(card).findByRole('button', { name: 'Follow Sam Lee' })).toBeInTheDocument();
    expect(await requests(fetch, 'POST', '/api/users/10/follows')[0].json()).toEqual({
      followee_id: 20,
    });
    expect(requests(fetch, 'DELETE', '/api/users/10/follows/20')).toHaveLength(1);
  });
});

describe('tags', () => {
  test('a tagged reader removes their own tag after the Remove Tag confirmation', async () => {
    let post = buildPost({
      id: 1,
      tagged_users: [
        buildWallUser(10, 'Pat', 'Doe'),
        buildWallUser(30, 'Ana', 'Ruiz'),
        buildWallUser(31, 'Bo', 'Chen'),
      ],
    });
    const { user, fetch } = renderWall([], {
      'GET /api/posts': () => ok([post], { total_records: 1 }),
      'DELETE /api/posts/1/tags/10': () => {
        post = { ...post, tagged_users: post.tagged_users.slice(1) };
        return ok({ tagged_users: post.tagged_users });
      },
    });
    const card = await postCard();
    expect(within(card).getByText(/with Pat Doe/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '2 others' }));
    const all = await screen.findByRole('dialog', { name: 'Tagged Users' });
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pat Doe', 'Ana Ruiz', 'Bo Chen']);
    await user.keyboard('{Escape}');

    await user.click(within(card).getByRole('button', { name: 'Remove my tag' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Tag' });
    expect(requests(fetch, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await within(card).findByText(/with Ana Ruiz/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Remove my tag' })).not.toBeInTheDocument();
    expect(requests(fetch, 'DELETE', '/api/posts/1/tags/10')).toHaveLength(1);
  });
});

describe('reporting', () => {
  test('Report Post asks first, then the post shows as Flagged User', async () => {
    let post = buildPost({ id: 1, content: 'Something rude' });
    const { user, fetch } = renderWall([], {
      'GET /api/posts': () => ok([post], { total_records: 1 }),
      'PUT /api/posts/1': () => {
        // What a non-moderator reporter gets back: the post hidden by the server.
        post = {
          ...post,
          content: '',
          is_flagged: true,
          flagged_by: 10,
          can_report: false,
          can_unreport: true,
          user: {
            ...post.user,
            profile: {
              first_name: 'Flagged',
              last_name: 'User',
              full_name: 'Flagged User',
              image: null,
            },
          },
        };
        return ok(post);
      },
    });
    const card = await postCard();
    await user.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    const flagged = await postCard('Post by Flagged User');
    expect(within(flagged).getByText('This post has been reported.')).toBeInTheDocument();
    expect(screen.queryByText('Something rude')).not.toBeInTheDocument();
    expect(await requests(fetch, 'PUT', '/api/posts/1')[0].json()).toEqual({ is_flagged: true });
    expect(within(flagged).getByRole('button', { name: 'Unreport' })).toBeInTheDocument();
  });

  test('a moderator sees reported content only after choosing Show reported content', async () => {
    const { user } = renderWall(
      [
        buildPost({
          id: 1,
          content: 'Something rude',
          is_flagged: true,
          flagged_by: 30,
          can_unreport: true,
        }),
      ],
      {},
      buildUser({ role: 'Coordinator' }),
    );
    const card = await postCard('Post by Flagged User');
    expect(within(card).queryByText('Something rude')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show reported content' }));
    const shown = await postCard('Post by Sam Lee');
    expect(within(shown).getByText('Something rude')).toBeInTheDocument();
  });

  test('no report button without can_report', async () => {
    renderWall([buildPost({ id: 1, can_report: false })]);
    const card = await postCard();
    expect(within(card).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('location', () => {
  test('is shown only when the server says so', async () => {
    const located = (id: number, show: boolean) =>
      buildPost({
        id,
        user_id: 20 + id,
        user: {
          id: 20 + id,
          profile: {
            ...buildWallUser().profile,
            full_name: `U${id}`,
            location: { id, name: `Town ${id}` },
          },
        },
        show_location: show,
      });
    renderWall([located(1, true), located(2, false)]);
    expect(await screen.findByText('Town 1')).toBeInTheDocument();
    expect(screen.queryByText('Town 2')).not.toBeInTheDocument();
  });
});

describe('search and filters', () => {
  test('the search box asks the server for matching posts', async () => {
    const { user, fetch } = renderWall([buildPost({ id: 1 })]);
    await postCard();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'Walk');
    await waitFor(() =>
      expect(
        requests(fetch, 'GET', '/api/posts').some(
          (r) => new URL(r.url).searchParams.get('search') === 'Walk',
        ),
      ).toBe(true),
    );
  });

  test('a filter view sends the filter, has no create form, and the tabs navigate', async () => {
    const { fetch, user, router } = renderFilter('my', {
      'GET /api/posts': () => ok([buildPost({ id: 1 })], { total_records: 1 }),
    });
    await postCard();
    const query = new URL(requests(fetch, 'GET', '/api/posts')[0].url).searchParams;
    expect(query.get('filter')).toBe('my');
    expect(query.get('page_size')).toBe('20');
    expect(screen.queryByRole('form', { name: 'Create post' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My posts' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Tagged' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wall/filter/view/tagged'));
  });

  test('the friends filter answering Friendships shows the no-friends empty state', async () => {
    renderFilter('friends', {
      'GET /api/posts': { status: 404, body: { errors: ['Friendships could not be found'] } },
      'GET /api/promotions/2/custom_content': ok([
        buildContentItem({
          category: 'friends',
          key: 'wall_no_friends_state',
          title: "You don't have any friends yet",
          content: 'Once you add friends, their posts show up here.',
        }),
      ]),
    });
    expect(await screen.findByText("You don't have any friends yet")).toBeInTheDocument();
  });

  test('other load failures show the server’s error', async () => {
    renderFilter('location', {
      'GET /api/posts': { status: 500, body: { errors: ['Posts could not be found'] } },
    });
    expect(await screen.findByText('Posts could not be found')).toBeInTheDocument();
  });

  test('one followed user’s posts, with the Return to List crumb', async () => {
    const { fetch } = renderFilter('30', {
      'GET /api/posts': () => ok([buildPost({ id: 1 })], { total_records: 1 }),
    });
    await postCard();
    const query = new URL(requests(fetch, 'GET', '/api/posts')[0].url).searchParams;
    expect(query.get('filter')).toBe('following');
    expect(query.get('follow')).toBe('30');
    expect(screen.getByRole('link', { name: 'Return to List' })).toHaveAttribute(
      'href',
      '/wall/filter/following',
    );
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  });
});
