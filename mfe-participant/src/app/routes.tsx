import type { RouteObject } from 'react-router';
import { leaderboardPath, paths } from '../config/paths';
import './mantine-styles';
import { Home } from './home';
import { contentRoutes } from './content-routes';

/**
 * The participant pages, loaded by the shell through Module Federation (`mfe_participant/routes`)
 * and patched into its signed-in layout. Each page is its own chunk, except home: every
 * participant lands there, and it arrives with the routes instead of one round trip later.
 */
export const routes: RouteObject[] = [
  { path: paths['go.u.home'], Component: Home },
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
  ...(['individual', 'team', 'friends', 'location'] as const).map((board) => ({
    path: leaderboardPath(board),
    lazy: () =>
      import('../features/leaderboard/pages/leaderboard-page').then((m) => ({
        Component: () => <m.LeaderboardPage board={board} />,
      })),
  })),
  {
    path: paths['go.u.badges'],
    lazy: () =>
      import('../features/badges/pages/badges-page').then((m) => ({ Component: m.BadgesPage })),
  },
  {
    path: paths['go.u.evaluation'],
    lazy: () =>
      import('../features/evaluations/pages/evaluation-page').then((m) => ({
        Component: m.EvaluationPage,
      })),
  },
  {
    path: paths['go.evaluation'],
    lazy: () =>
      import('../features/evaluations/pages/user-eval-redirect').then((m) => ({
        Component: m.UserEvalRedirect,
      })),
  },
  {
    // The charts library arrives with this route's chunk only.
    path: paths['go.u.stats'],
    lazy: () =>
      import('../features/evaluations/pages/my-stats-page').then((m) => ({
        Component: m.MyStatsPage,
      })),
  },
  ...contentRoutes,
];
