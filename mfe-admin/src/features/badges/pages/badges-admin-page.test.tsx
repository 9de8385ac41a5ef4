import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { AdminBadge } from '../api/badges-api';
import { BadgesAdminPage } from './badges-admin-page';

const badge = (overrides: Partial<AdminBadge>): AdminBadge => ({
  id: 1,
  promotion_id: 1,
  default_badge_id: null,
  name: 'First Day',
  category: 'days_logged',
  goal: 1,
  goal2: null,
  hide_until_earned: false,
  image_url: '/api/badges/images/days_logged.svg',
  source: 'default',
  earned_count: 0,
  ...overrides,
});

const BADGES = [
  badge({ id: 1, name: 'First Day' }),
  badge({ id: 20, promotion_id: 2, default_badge_id: 3, name: 'Demo Week', source: 'promotion' }),
  badge({
    id: 21,
    promotion_id: 2,
    name: 'Secret Star',
    category: 'custom',
    hide_until_earned: true,
    source: 'promotion',
    earned_count: 4,
  }),
];
const META = {
  total_records: 3,
  badge_locked_image: null,
  default_locked_image: '/api/badges/images/locked.svg',
};

function setup(route = '/promotion/2/badges') {
  const fetchMock = mockFetch({
    'GET /api/promotions/2/badges': { body: { data: BADGES, meta: META } },
    'GET /api/promotions/1/badges': {
      body: { data: [badge({ id: 1, source: 'promotion' })], meta: META },
    },
    'DELETE /api/promotions/2/badges/20': { body: { data: { id: 20, reset_to: 3 }, meta: {} } },
    'DELETE /api/promotions/2/badges/21': { body: { data: { id: 21, reset_to: null }, meta: {} } },
    'GET /api/promotions/2/users': {
      body: { data: [{ id: 5, full_name: 'Pat Doe', email: 'pat@demo.test' }], meta: {} },
    },
    'POST /api/promotions/2/badges/21/awards': { body: { data: { awarded: true }, meta: {} } },
  });
  return {
    fetchMock,
    ...renderWithProviders(<BadgesAdminPage />, {
      route,
      path: '/promotion/:promotionId/badges',
    }),
  };
}

const deletes = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'DELETE')
    .map((request) => new URL(request.url).pathname);

test('lists the badges with where each comes from, and links each to its editor', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Badges' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
    'First Day',
    'Demo Week',
    'Secret Star',
  ]);
  expect(within(rows[0]).getByText('Default')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Edited default')).toBeInTheDocument();
  expect(within(rows[2]).getByText('When earned')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Custom (awarded by staff)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit First Day' })).toHaveAttribute(
    'href',
    '/promotion/2/badges/1/edit',
  );
  expect(screen.getByRole('link', { name: 'New badge' })).toHaveAttribute(
    'href',
    '/promotion/2/badges/new',
  );
  // A default badge shown unchanged has nothing to delete here.
  expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
});

test("resets a promotion's edit of a default badge, and deletes its own badge, after confirming", async () => {
  const { fetchMock, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Reset to default Demo Week' }));
  const reset = await screen.findByRole('dialog', { name: 'Reset badge?' });
  expect(reset).toHaveTextContent('Reset Demo Week to the default badge? Who earned it keeps it.');
  await user.click(within(reset).getByRole('button', { name: 'Reset to default' }));
  await waitFor(() => expect(deletes(fetchMock)).toEqual(['/api/promotions/2/badges/20']));

  await user.click(screen.getByRole('button', { name: 'Delete Secret Star' }));
  const remove = await screen.findByRole('dialog', { name: 'Delete badge?' });
  await user.click(within(remove).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(deletes(fetchMock)).toEqual([
      '/api/promotions/2/badges/20',
      '/api/promotions/2/badges/21',
    ]),
  );
});

test('in the default promotion its badges are deleted, not reset', async () => {
  setup('/promotion/1/badges');
  const table = await screen.findByRole('table', { name: 'Badges' });
  expect(within(table).getByText('This promotion')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete First Day' })).toBeInTheDocument();
});

test('awards a custom badge to a participant found by name', async () => {
  const { fetchMock, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Award Secret Star' }));
  const dialog = await screen.findByRole('dialog', { name: 'Award Secret Star' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Find a participant' }), 'pat');
  await user.click(await within(dialog).findByRole('button', { name: 'Award to Pat Doe' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Secret Star awarded to Pat Doe.',
  );
  const search = fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .find((url) => url.pathname === '/api/promotions/2/users');
  expect(search?.searchParams.get('term')).toBe('pat');
  const posted = fetchMock.mock.calls
    .map(([request]) => request as Request)
    .find((request) => request.method === 'POST');
  expect(await posted!.json()).toEqual({ user_id: 5 });
  // Only custom badges are awarded by hand.
  expect(screen.queryByRole('button', { name: 'Award Demo Week' })).not.toBeInTheDocument();
});
