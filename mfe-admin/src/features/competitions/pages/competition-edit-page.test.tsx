import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { CompetitionsPage } from './competitions-page';
import { NewCompetitionPage } from './competition-edit-page';

const LIST = {
  body: { data: [], meta: { total_records: 0, collections: [{ id: 3, name: 'Masters' }] } },
};
const sent = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === method);

function setup(routes: MockRoutes) {
  const fetchMock = mockFetch({ 'GET /api/promotions/2/competitions': LIST, ...routes });
  const view = renderWithProviders(<NewCompetitionPage />, {
    route: '/promotion/2/competition/new',
    path: '/promotion/:promotionId/competition/new',
  });
  return { fetchMock, ...view };
}

const fillDates = async (user: ReturnType<typeof setup>['user']) => {
  // The heading shows while the competitions list (for the style collections) still loads.
  await user.type(await screen.findByLabelText(/Enrollment starts/), '2026-03-01');
  await user.type(screen.getByLabelText(/Enrollment ends/), '2026-03-07');
  await user.type(screen.getByLabelText(/Competition starts/), '2026-03-09');
};

test('creates a competition with the spec defaults, its end shown, and a scoring rule', async () => {
  const { fetchMock, user, router } = setup({
    'POST /api/promotions/2/competitions': { status: 201, body: { data: { id: 5 }, meta: {} } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'New Competition' })).toBeVisible();
  await fillDates(user);
  expect(screen.getByText('Competition ends: 04/05/2026')).toBeInTheDocument();
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Team scoring rule/ }),
    'Average points per member',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Style collection' }), 'Masters');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent(fetchMock, 'POST')).toBeDefined());
  expect(await sent(fetchMock, 'POST')!.json()).toEqual({
    enrollment_starts_on: '2026-03-01',
    enrollment_ends_on: '2026-03-07',
    competition_starts_on: '2026-03-09',
    comp_length: 28,
    team_size_min: 4,
    team_size_max: 4,
    freeze_team_scores: true,
    freeze_team_scores_on: null,
    works_value: 500,
    collection_id: 3,
    scoring_rule: 'average',
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/promotion/2/competitions'));
});

test("shows 'Could not save Competition' over the server's reason", async () => {
  const { user } = setup({
    'POST /api/promotions/2/competitions': {
      status: 422,
      body: { errors: ['Enrollment should end on or before the competition end date.'] },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'New Competition' });
  await fillDates(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not save Competition');
  expect(alert).toHaveTextContent('Enrollment should end on or before the competition end date.');
});

test("says 'Competitions could not be found' when the list fails", async () => {
  mockFetch({ 'GET /api/promotions/2/competitions': { status: 500, body: { errors: ['x'] } } });
  renderWithProviders(<CompetitionsPage />, {
    route: '/promotion/2/competitions',
    path: '/promotion/:promotionId/competitions',
  });
  expect(await screen.findByText('Competitions could not be found')).toBeInTheDocument();
});
