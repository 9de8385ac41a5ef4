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
import { TeamBanner } from './team-banner';

const INVITED = 'GET /api/users/10/team_invites?type=invited&status=unresponded&page_size=0';
const REQUESTED = 'GET /api/users/10/team_invites?type=requested&status=unresponded&page_size=0';
const enrolling: PromotionOverrides = {
  is_teams_enabled: true,
  current_competition: { during_enrollment: true },
};
const ok = (data: unknown) => ({ body: { data, meta: {} } });

function renderBanner(
  user: Partial<User> = {},
  promotion: PromotionOverrides = enrolling,
  routes: MockRoutes = {},
) {
  const fetch = mockFetch({ [INVITED]: ok([]), [REQUESTED]: ok([]), ...routes });
  return {
    fetch,
    ...renderWithProviders(
      <TeamBanner user={buildUser(user)} promotion={buildPromotion(promotion)} />,
    ),
  };
}

test('a participant without a team or invitation is asked to start or join one', async () => {
  renderBanner();
  const link = await screen.findByRole('link', {
    name: 'Visit the Team page to start or join a team.',
  });
  expect(link).toHaveAttribute('href', '/artprize/myteam');
});

test('an incoming invitation comes first', async () => {
  renderBanner({}, enrolling, { [INVITED]: ok([{ id: 1 }]), [REQUESTED]: ok([{ id: 2 }]) });
  expect(await screen.findByText('You have a pending Team invitation.')).toBeInTheDocument();
});

test('with only outgoing requests nothing is shown', async () => {
  const { fetch } = renderBanner({}, enrolling, { [REQUESTED]: ok([{ id: 2 }]) });
  await waitFor(() =>
    expect(requestsTo(fetch, 'GET', '/api/users/10/team_invites')).toHaveLength(2),
  );
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Team banner' })).toBeNull());
  expect(screen.queryByText(/Team/)).toBeNull();
});

test('the leader of a pending team is told the team is pending', async () => {
  const { fetch } = renderBanner({ team_id: 5, team_leader: true, on_official_team: false });
  expect(await screen.findByText('Team status: Pending. Visit the Team page.')).toBeInTheDocument();
  expect(requestsTo(fetch, 'GET', '/api/users/10/team_invites')).toHaveLength(0);
});

test.each([
  [
    'who is on an official team',
    { team_id: 5, team_leader: true, on_official_team: true },
    enrolling,
  ],
  ['who is a member (not leader) of a pending team', { team_id: 5, team_leader: false }, enrolling],
  ['who hid it', { hide_team_banner: true }, enrolling],
  ['who has not finished getting started', { has_seen_tutorial: false }, enrolling],
  [
    'after enrolment',
    {},
    { is_teams_enabled: true, current_competition: { during_competition: true } },
  ],
  ['when teams are off', {}, { ...enrolling, is_teams_enabled: false }],
  ['with a dashboard-only role', { role: 'Master' as const }, enrolling],
])('no banner for a user %s', async (_case, user, promotion) => {
  const { fetch } = renderBanner(user, promotion);
  await screen.findByText((_, element) => element?.tagName === 'BODY');
  expect(screen.queryByRole('region', { name: 'Team banner' })).toBeNull();
  // None of these asks for invitations: the banner is decided without them.
  expect(fetch).not.toHaveBeenCalled();
});

test('closing the banner sets hide_team_banner', async () => {
  const { user, fetch } = renderBanner({}, enrolling, {
    'PUT /api/users/me/flags/hide_team_banner': ok(buildUser({ hide_team_banner: true })),
  });
  await user.click(await screen.findByRole('button', { name: 'Close team banner' }));
  await waitFor(() =>
    expect(requestsTo(fetch, 'PUT', '/api/users/me/flags/hide_team_banner')).toHaveLength(1),
  );
  expect(await requestsTo(fetch, 'PUT', '/api/users/me/flags/hide_team_banner')[0].json()).toEqual({
    value: true,
  });
  // It slides out and is gone (spec 2 s9's 800 ms).
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Team banner' })).toBeNull());
});
