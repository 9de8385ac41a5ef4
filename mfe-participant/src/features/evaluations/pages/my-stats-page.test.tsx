import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { MyStatsPage } from './my-stats-page';

const STATS = {
  total_points: 120,
  goal: 750,
  days_logged: 4,
  stats_available: true,
  weeks: [{ week: 1, points: 120, days_logged: 4, activities: 9 }],
  feels: [
    { feels: 'happy', label: 'Great', count: 6 },
    { feels: 'neutral', label: 'Really Good', count: 2 },
    { feels: 'sad', label: 'Good', count: 1 },
  ],
  categories: [{ name: 'Move', activities: 9, points: 120 }],
  surveys: [
    {
      id: 1,
      source: 'prestart',
      created_at: '2026-03-01T10:00:00.000Z',
      answers: [{ name: 'cheerful', question: 'I have felt cheerful', value: 2 }],
    },
    {
      id: 2,
      source: 'eop',
      created_at: '2026-04-20T10:00:00.000Z',
      answers: [{ name: 'cheerful', question: 'I have felt cheerful', value: 4 }],
    },
  ],
};

function setup(routes: MockRoutes = {}, state: unknown = null) {
  mockFetch({
    'GET /api/users/me': ok(buildUser({ id: 10 })),
    'GET /api/users/10/stats': ok(STATS),
    ...routes,
  });
  return renderWithProviders(<MyStatsPage />, {
    route: { pathname: '/stats', state } as unknown as string,
    path: '/stats',
  });
}

test("shows the user's own progress: totals, charts described in text, the questionnaire first and latest", async () => {
  setup();
  expect(await screen.findByText('120 of 750')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Points by week: Week 1 120.' })).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: 'How activities felt: Great 6, Really Good 2, Good 1.' }),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: /Questionnaire answers/ });
  const row = within(table).getByRole('row', { name: /I have felt cheerful/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['I have felt cheerful', '2', '4']);
});

test('after an evaluation: the congratulations dialog, then the My Stats popup, then the page', async () => {
  const { user, router } = setup({}, { evaluated: 'Halfway check-in' });
  const congratulations = await screen.findByRole('dialog', { name: 'Congratulations!' });
  expect(
    within(congratulations).getByText('Thank you for completing Halfway check-in.'),
  ).toBeInTheDocument();
  await user.click(within(congratulations).getByRole('button', { name: 'Continue' }));
  const popup = await screen.findByRole('dialog', { name: 'My Stats' });
  await user.click(within(popup).getByRole('button', { name: 'See my stats' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.state).toBeNull();
});

test("says 'No Stats Found.' when the stats cannot be read", async () => {
  setup({ 'GET /api/users/10/stats': { status: 404, body: { errors: ['No Stats Found.'] } } });
  expect(await screen.findByText('No Stats Found.')).toBeInTheDocument();
});
