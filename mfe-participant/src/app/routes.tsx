import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

/**
 * The participant pages, loaded by the shell through Module Federation (`mfe_participant/routes`)
 * and patched into its signed-in layout. Each page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths['go.u.home'],
    lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    // go.u.activities and go.u.promotion.activities share /activities; the query chooses.
    path: paths['go.u.activities'],
    lazy: () => import('./activities-index').then((m) => ({ Component: m.ActivitiesIndex })),
  },
  {
    path: paths['go.u.activities.week'],
    lazy: () =>
      import('../features/logging/pages/activities-week-page').then((m) => ({
        Component: m.ActivitiesWeekPage,
      })),
  },
  {
    path: paths.leaderboard,
    lazy: () =>
      import('../features/leaderboard/pages/leaderboard-index-redirect').then((m) => ({
        Component: m.LeaderboardIndexRedirect,
      })),
  },
  {
    path: paths['leaderboard.individual'],
    lazy: () =>
      import('../features/leaderboard/pages/individual-leaderboard-page').then((m) => ({
        Component: m.IndividualLeaderboardPage,
      })),
  },
];
