import { screen, waitFor } from '@testing-library/react';
import type { User } from '@wellness/shared-ui';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import type { MockRoutes, PromotionOverrides } from '@wellness/shared-ui/testing';
import { TopBanner } from './top-banner';

const INVITED = 'GET /api/users/10/team_invites?type=invited&status=unresponded&page_size=0';
const REQUESTED = 'GET /api/users/10/team_invites?type=requested&status=unresponded&page_size=0';
const PENDING = 'GET /api/promotions/2/evaluations/pending';
const enrolling: PromotionOverrides = {
  is_teams_enabled: true,
  current_competition: { during_enrollment: true },
};
const ok = (data: unknown) => ({ body: { data, meta: {} } });
/** A participant with an open evaluation (id 9) not completed. */
const evaluating: Partial<User> = {
  active_evaluation_definition_ids: [9],
  completed_evaluation_definition_ids: [],
};

function renderBanner(user: Partial<User>, routes: MockRoutes = {}) {
  const fetch = mockFetch({
    [INVITED]: ok([]),
    [REQUESTED]: ok([]),
    [PENDING]: ok({ id: 9, title: 'Halfway check-in' }),
    'PUT /api/users/me/flags/has_seen_evaluation_tutorial': ok(buildUser(user)),
    'PUT /api/users/me/flags/showing_evaluation_notification': ok(buildUser(user)),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(
      <TopBanner user={buildUser(user)} promotion={buildPromotion(enrolling)} />,
    ),
  };
}

test('the questionnaire comes first when it is available and the first survey is done', async () => {
  renderBanner({
    ...evaluating,
    survey_status: { survey_available: true, first_survey_done: true },
  });
  const link = await screen.findByRole('link', {
    name: 'A questionnaire is ready for you. Take the survey.',
  });
  expect(link).toHaveAttribute('href', '/survey');
  expect(screen.queryByText('You have a program evaluation to do.')).not.toBeInTheDocument();
  expect(screen.queryByText(/Team page/)).not.toBeInTheDocument();
});

test('else a programme evaluation to do, which sets has_seen_evaluation_tutorial on first showing', async () => {
  const { fetch } = renderBanner({ ...evaluating, has_seen_evaluation_tutorial: false });
  const link = await screen.findByRole('link', { name: 'You have a program evaluation to do.' });
  expect(link).toHaveAttribute('href', '/usereval');
  await waitFor(() =>
    expect(
      requestsTo(fetch, 'PUT', '/api/users/me/flags/has_seen_evaluation_tutorial'),
    ).toHaveLength(1),
  );
  expect(screen.queryByText(/Team page/)).not.toBeInTheDocument();
});

test('else the team banner, by its own rule', async () => {
  const { fetch } = renderBanner({});
  expect(
    await screen.findByRole('link', { name: 'Visit the Team page to start or join a team.' }),
  ).toBeInTheDocument();
  // No open evaluation: the pending one is not even asked.
  expect(requestsTo(fetch, 'GET', '/api/promotions/2/evaluations/pending')).toHaveLength(0);
});

test('an open evaluation already completed does not show', async () => {
  renderBanner({ active_evaluation_definition_ids: [9], completed_evaluation_definition_ids: [9] });
  expect(
    await screen.findByRole('link', { name: 'Visit the Team page to start or join a team.' }),
  ).toBeInTheDocument();
});
