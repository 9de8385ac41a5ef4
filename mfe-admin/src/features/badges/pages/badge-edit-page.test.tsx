import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { EditBadgePage, NewBadgePage } from './badge-edit-page';

const posted = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === method);

function setup(page: 'new' | 'edit', routes: MockRoutes) {
  const fetchMock = mockFetch(routes);
  const view =
    page === 'new'
      ? renderWithProviders(<NewBadgePage />, {
          route: '/promotion/2/badges/new',
          path: '/promotion/:promotionId/badges/new',
        })
      : renderWithProviders(<EditBadgePage />, {
          route: '/promotion/2/badges/7/edit',
          path: '/promotion/:promotionId/badges/:badgeId/edit',
        });
  return { fetchMock, ...view };
}

test('creates a badge: its picture follows the category until another is chosen', async () => {
  const { fetchMock, user, router } = setup('new', {
    'POST /api/promotions/2/badges': { status: 201, body: { data: { id: 9 }, meta: {} } },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New Badge' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wall Star');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Category' }),
    'Wall posts created',
  );
  const goal = screen.getByRole('textbox', { name: 'Goal' });
  await user.clear(goal);
  await user.type(goal, '5');
  await user.click(screen.getByRole('switch', { name: 'Hidden until earned' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(posted(fetchMock, 'POST')).toBeDefined());
  expect(await posted(fetchMock, 'POST')!.json()).toEqual({
    name: 'Wall Star',
    category: 'wall_posts_created',
    goal: 5,
    goal2: null,
    hide_until_earned: true,
    image_url: '/api/badges/images/wall_posts_created.svg',
  });
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/promotion/2/badges/new'));
});

test('refuses a form without a name before sending it', async () => {
  const { fetchMock, user } = setup('new', {});
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  expect(posted(fetchMock, 'POST')).toBeUndefined();
});

test("edits a badge and shows 'Could not save Badge' with the server's reason", async () => {
  const { fetchMock, user } = setup('edit', {
    'GET /api/promotions/2/badges/7': {
      body: {
        data: {
          id: 7,
          promotion_id: 1,
          default_badge_id: null,
          name: 'First Day',
          category: 'days_logged',
          goal: 1,
          goal2: 2,
          hide_until_earned: false,
          image_url: '/api/badges/images/days_logged.svg',
          source: 'default',
          earned_count: 0,
        },
        meta: {},
      },
    },
    'PUT /api/promotions/2/badges/7': {
      status: 422,
      body: { errors: ['Badge could not be found'] },
    },
  });
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('First Day');
  expect(screen.getByRole('textbox', { name: 'Second goal' })).toHaveValue('2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not save Badge');
  expect(alert).toHaveTextContent('Badge could not be found');
  expect(await posted(fetchMock, 'PUT')!.json()).toMatchObject({ name: 'First Day', goal2: 2 });
});
