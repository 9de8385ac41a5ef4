import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { MOUNTAINS, buildWork, meRoute, worksRoutes } from '../../../testing/works-fixtures';
import type { Work } from '../api/works-api';
import { WorksSection } from './works-section';

const renderSection = (loggingEnded = false) =>
  renderWithProviders(<WorksSection role="User" promotionId={2} loggingEnded={loggingEnded} />);

const finished = buildWork({
  id: 3,
  segments_available: 20,
  segments_revealed: 20,
  completed: true,
  user_completed: true,
  style_image: { id: 2, title: 'Evening Peaks', subtitle: null },
  final_download_url: '/api/works/3/download',
});

test("without a current work the participant picks a style under 'Select Category'", async () => {
  const fetch = mockFetch({
    ...meRoute,
    ...worksRoutes(null),
    'POST /api/works': ok(buildWork({ segments_available: 2 })),
  });
  const { user } = renderSection();
  expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeVisible();
  await user.click(await screen.findByRole('button', { name: MOUNTAINS.name }));
  await waitFor(() =>
    expect(fetch.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(true),
  );
  const post = fetch.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'POST')!;
  expect(await post.json()).toEqual({ style_id: MOUNTAINS.id });
});

test("lists the finished works under 'Completed Images' with their download", async () => {
  mockFetch({ ...meRoute, ...worksRoutes(buildWork({ segments_available: 1 }), [finished]) });
  renderSection();
  const grid = await screen.findByRole('region', { name: 'Completed Images' });
  expect(within(grid).getByRole('img', { name: 'Evening Peaks' })).toHaveAttribute(
    'src',
    '/api/works/3/image?segments=20',
  );
  expect(within(grid).getByRole('link', { name: 'Download Evening Peaks' })).toHaveAttribute(
    'href',
    '/api/works/3/download',
  );
  expect(screen.getByRole('region', { name: 'Morning Ridge' })).toBeVisible();
});

test('switches to the completed grid once logging has ended and the last work is finished', async () => {
  mockFetch({ ...meRoute, ...worksRoutes(null, [finished]) });
  renderSection(true);
  expect(await screen.findByRole('heading', { name: 'Completed Images' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Select Category' })).not.toBeInTheDocument();
});

test('finishing asks the gallery choice, then the bonus choice for a team member', async () => {
  let current: Work | null = buildWork({
    segments_available: 20,
    segments_revealed: 20,
    completed: true,
    bonus_available: true,
    final_download_url: '/api/works/7/download',
  });
  const afterGallery = { ...current, made_final_gallery_choice: true, public_gallery: true };
  const fetch = mockFetch({
    ...meRoute,
    ...worksRoutes(),
    'GET /api/users/me': ok(buildUser({ team_id: 4 })),
    'GET /api/works/current': () => ok(current),
    'PUT /api/works/7/final_gallery_choice': () => {
      current = afterGallery;
      return ok(afterGallery);
    },
    'PUT /api/works/7/final_bonus_choice': () => {
      current = null;
      return ok({ ...afterGallery, made_final_bonus_choice: true, user_completed: true });
    },
  });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Finish image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finish your image' });
  await user.click(within(dialog).getByRole('button', { name: 'Share in the gallery' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Share with my team' }));
  expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeVisible();
  const bodies = await Promise.all(
    fetch.mock.calls
      .map(([r]) => r as Request)
      .filter((r) => r.method === 'PUT')
      .map(async (r) => [new URL(r.url).pathname, await r.clone().json()]),
  );
  expect(bodies).toEqual([
    ['/api/works/7/final_gallery_choice', { public_gallery: true }],
    ['/api/works/7/final_bonus_choice', { bonus_choice: 'share' }],
  ]);
});

test('without a team the gallery choice finishes the image', async () => {
  let current: Work | null = buildWork({
    segments_available: 20,
    segments_revealed: 20,
    completed: true,
  });
  mockFetch({
    ...meRoute,
    ...worksRoutes(),
    'GET /api/works/current': () => ok(current),
    'PUT /api/works/7/final_gallery_choice': () => {
      current = null;
      return ok({ ...buildWork(), made_final_gallery_choice: true, user_completed: true });
    },
  });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Finish image' }));
  await user.click(await screen.findByRole('button', { name: 'Keep it private' }));
  expect(await screen.findByRole('heading', { name: 'Select Category' })).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a refused choice says 'Could not save changes.' (spec 1 s8, work save)", async () => {
  mockFetch({
    ...meRoute,
    ...worksRoutes(buildWork({ segments_available: 20, segments_revealed: 20, completed: true })),
    'PUT /api/works/7/final_gallery_choice': {
      status: 422,
      body: { errors: ['Reveal the whole image first.'] },
    },
  });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Finish image' }));
  await user.click(await screen.findByRole('button', { name: 'Share in the gallery' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save changes.');
});

test('with friends, the bonus can be gifted: "Sent gift points to {name}"', async () => {
  let current: Work | null = buildWork({
    segments_available: 20,
    segments_revealed: 20,
    completed: true,
    made_final_gallery_choice: true,
    bonus_available: true,
  });
  const fetch = mockFetch({
    ...meRoute,
    ...worksRoutes(),
    'GET /api/works/current': () => ok(current),
    'GET /api/eligible_for_gift': ok([
      {
        id: 30,
        profile: { first_name: 'Ana', last_name: 'Friend', full_name: 'Ana Friend' },
        is_friend: true,
        is_teammate: false,
        eligible: true,
      },
      {
        id: 31,
        profile: { first_name: 'Bo', last_name: 'Waiting', full_name: 'Bo Waiting' },
        is_friend: true,
        is_teammate: false,
        eligible: false,
      },
    ]),
    'PUT /api/works/bonus_points/offer/30': () => {
      current = null;
      return ok({ message: 'Sent gift points to Ana Friend', work: buildWork() });
    },
  });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Finish image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finish your image' });
  // Not on a team: no sharing; only eligible people are offered.
  expect(within(dialog).queryByRole('button', { name: 'Share with my team' })).toBeNull();
  const giftTo = await within(dialog).findByRole('combobox', { name: 'Gift to' });
  expect(within(giftTo).queryByRole('option', { name: 'Bo Waiting' })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Gift 10 points' })).toBeDisabled();
  await user.selectOptions(giftTo, 'Ana Friend');
  await user.click(within(dialog).getByRole('button', { name: 'Gift 10 points' }));
  expect(await screen.findByText('Sent gift points to Ana Friend')).toBeInTheDocument();
  const offer = fetch.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'PUT')!;
  expect(new URL(offer.url).pathname).toBe('/api/works/bonus_points/offer/30');
});
