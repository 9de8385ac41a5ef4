import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import type { Promotion } from '@wellness/shared-ui';
import { mockBoards } from '../../../testing/leaderboard';
import { LeaderboardIndexRedirect } from './leaderboard-index-redirect';

async function landing(route: string, promotion: Partial<Promotion>, friends = 0) {
  mockBoards({ promotion, friends });
  const { router } = renderWithProviders(<LeaderboardIndexRedirect />, {
    route,
    path: '/leaderboard',
  });
  await screen.findByTestId('navigated-away');
  return router.state.location.pathname;
}

const flags = (individual: boolean, teams: boolean, buddies: boolean) => ({
  is_show_individual_leaderboard: individual,
  is_teams_enabled: teams,
  is_buddy_feature_displayed: buddies,
});

test('tab=team opens the team board when teams are enabled', async () => {
  expect(await landing('/leaderboard?tab=team', flags(true, true, true))).toBe('/leaderboard/team');
});

test('without a tab: individual if shown, else friends if the buddy feature shows, else home', async () => {
  expect(await landing('/leaderboard', flags(true, true, true))).toBe('/leaderboard/individual');
});

test('tab=team without teams falls back to the individual board', async () => {
  expect(await landing('/leaderboard?tab=team', flags(true, false, true))).toBe(
    '/leaderboard/individual',
  );
});

test('no individual board: friends when the buddy feature is displayed', async () => {
  expect(await landing('/leaderboard', flags(false, true, true), 2)).toBe('/leaderboard/friends');
});

test('no individual board and no buddy feature: home', async () => {
  expect(await landing('/leaderboard', flags(false, true, false))).toBe('/home');
});

test('a tab naming another board that is shown opens it', async () => {
  expect(await landing('/leaderboard?tab=location', { is_show_location_leaderboard: true })).toBe(
    '/leaderboard/location',
  );
});
