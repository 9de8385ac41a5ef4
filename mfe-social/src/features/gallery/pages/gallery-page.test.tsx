import { screen, waitFor, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import type { GalleryPost } from '../api/gallery-api';
import { GalleryPage } from './gallery-page';

/** A public gallery post by user 20 (the signed-in test user is 10). */
function buildArt(id: number, overrides: Partial<GalleryPost> = {}): GalleryPost {
  return {
    id,
    content: '',
    user_id: 20,
    user: { id: 20, profile: { full_name: 'Sam Lee', image: null } },
    created_at: new Date().toISOString(),
    is_flagged: false,
    can_delete: false,
    can_report: true,
    reply_count: 0,
    posts: [],
    gallery: {
      title: `Work ${id}`,
      description: '',
      public_gallery: true,
      work_id: 100 + id,
      image: { url: `/api/works/${100 + id}/image` },
      frame: null,
    },
    ...overrides,
  };
}

const comment = (id: number, content: string) => ({
  id,
  content,
  user_id: 30,
  user: { id: 30, profile: { full_name: 'Ana Ruiz', image: null } },
  created_at: new Date().toISOString(),
  is_flagged: false,
  can_delete: false,
});

function renderGallery(filter: string, routes: MockRoutes = {}) {
  const fetch = mockFetch({ 'GET /api/users/me': ok(buildUser()), ...routes });
  return {
    fetch,
    ...renderWithProviders(<GalleryPage />, {
      route: `/art-gallery/${filter}`,
      path: '/art-gallery/:filter',
    }),
  };
}

test('lists the works with their 5 comments, a page of 30 at a time, in a list or a grid', async () => {
  const posts = Array.from({ length: 30 }, (_, i) => buildArt(i + 1));
  posts[0] = buildArt(1, {
    reply_count: 7,
    posts: [3, 4, 5, 6, 7].map((n) => comment(n, `Lovely ${n}`)),
  });
  const { fetch, user } = renderGallery('all', {
    'GET /api/gallery_posts': (request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? ok([buildArt(31)], { total_records: 31, page_size: 30 })
        : ok(posts, { total_records: 31, page_size: 30 }),
  });
  const first = await screen.findByRole('article', { name: 'Work 1' });
  expect(within(first).getByRole('img', { name: 'Work 1' })).toHaveAttribute(
    'src',
    '/api/works/101/image',
  );
  expect(within(first).getByText('Lovely 7')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'View all 7 comments' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(30);
  expect(new URL(requestsTo(fetch, 'GET', '/api/gallery_posts')[0].url).search).toBe(
    '?filter=all&page_size=30&page=1',
  );
  await user.click(screen.getByRole('radio', { name: 'Grid' }));
  expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('article', { name: 'Work 31' })).toBeInTheDocument();
});

test('each filter has an empty state written for people', async () => {
  renderGallery('friends', { 'GET /api/gallery_posts': ok([], { total_records: 0 }) });
  expect(
    await screen.findByText('Your friends have not shared any works yet.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
});

test('Remove Art and Report Art ask first (spec 2 s8)', async () => {
  const { fetch, user } = renderGallery('all', {
    'GET /api/gallery_posts': ok([buildArt(1, { can_delete: true })], { total_records: 1 }),
    'DELETE /api/posts/1': ok({ id: 1 }),
    'PUT /api/posts/1': ok({}),
  });
  await user.click(await screen.findByRole('button', { name: 'Remove' }));
  const remove = await screen.findByRole('dialog', { name: 'Remove Art' });
  expect(within(remove).getByText('Are you sure you want to remove this art?')).toBeInTheDocument();
  await user.click(within(remove).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(requestsTo(fetch, 'DELETE', '/api/posts/1')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Report' }));
  const report = await screen.findByRole('dialog', { name: 'Report Art' });
  await user.click(within(report).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/posts/1')).toHaveLength(1));
  expect(await requestsTo(fetch, 'PUT', '/api/posts/1')[0].json()).toEqual({ is_flagged: true });
});

test('the owner edits title, description, frame and public gallery; a blank title is refused', async () => {
  const mine = buildArt(5, { user_id: 10, can_report: false, can_delete: true });
  const { fetch, user } = renderGallery('my', {
    'GET /api/gallery_posts': ok([mine], { total_records: 1 }),
    'GET /api/gallery_posts/frames': ok([
      { id: 7, name: 'Gold', category: 'square', url: '/api/gallery_images/7/file' },
    ]),
    'PUT /api/gallery_posts/5': ok(mine),
  });
  await user.click(await screen.findByRole('button', { name: 'Edit Work 5' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit your art' });
  const title = within(dialog).getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Your art needs a title.')).toBeInTheDocument();
  await user.type(title, 'Morning light');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Step by step.');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Frame' }), 'Gold');
  await user.click(within(dialog).getByRole('switch', { name: 'Show in the public gallery' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/gallery_posts/5')).toHaveLength(1));
  expect(await requestsTo(fetch, 'PUT', '/api/gallery_posts/5')[0].json()).toEqual({
    title: 'Morning light',
    description: 'Step by step.',
    public_gallery: false,
    frame_image_id: 7,
  });
});

test('a blank comment is refused with the spec message before sending', async () => {
  const { fetch, user } = renderGallery('all', {
    'GET /api/gallery_posts': ok([buildArt(1)], { total_records: 1 }),
  });
  const article = await screen.findByRole('article', { name: 'Work 1' });
  await user.click(within(article).getByRole('button', { name: 'Comment' }));
  expect(
    await within(article).findByText('Oops, you need to write something before you comment.'),
  ).toBeInTheDocument();
  expect(requestsTo(fetch, 'POST', '/api/posts')).toHaveLength(0);
});

test('the first visit opens the gallery walkthrough: Continue, Back, Next, then Complete sets the flag', async () => {
  const page = (id: number, title: string) => ({
    id,
    key: `gallery_walkthrough_${id}`,
    category: 'gallery_walkthrough',
    title,
    content: `${title} text`,
    image1: null,
    image2: `/images/walkthrough/gallery-${id}.svg`,
  });
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser({ has_seen_gallery_walkthrough: false })),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/promotions/2/custom_content': ok([
      page(1, 'Welcome'),
      page(2, 'Frame it'),
      page(3, 'Cheer'),
    ]),
    'GET /api/gallery_posts': ok([], { total_records: 0 }),
    'PUT /api/users/me/flags/has_seen_gallery_walkthrough': ok(
      buildUser({ has_seen_gallery_walkthrough: true }),
    ),
  });
  const { user } = renderWithProviders(<GalleryPage />, {
    route: '/art-gallery/all',
    path: '/art-gallery/:filter',
  });
  const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
  expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const second = await screen.findByRole('dialog', { name: 'Frame it' });
  await user.click(within(second).getByRole('button', { name: 'Back' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Welcome' })).getByRole('button', {
      name: 'Continue',
    }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Frame it' })).getByRole('button', {
      name: 'Next',
    }),
  );
  const lastPage = await screen.findByRole('dialog', { name: 'Cheer' });
  expect(within(lastPage).getByText('Page 3 of 3')).toBeInTheDocument();
  await user.click(within(lastPage).getByRole('button', { name: 'Complete' }));
  await waitFor(() =>
    expect(
      requestsTo(fetch, 'PUT', '/api/users/me/flags/has_seen_gallery_walkthrough'),
    ).toHaveLength(1),
  );
  expect(
    await requestsTo(fetch, 'PUT', '/api/users/me/flags/has_seen_gallery_walkthrough')[0]!.json(),
  ).toEqual({ value: true });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
