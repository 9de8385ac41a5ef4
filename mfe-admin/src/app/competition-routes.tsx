import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<{ Component: () => React.ReactNode }>) => ({
  path,
  lazy: load,
});
const competitions = () => import('../features/competitions/pages/competitions-page');
const editor = () => import('../features/competitions/pages/competition-edit-page');
const behaviors = () => import('../features/competitions/pages/behaviors-page');
const thresholds = () => import('../features/competitions/pages/point-thresholds-page');

/** Spec 3 s2 promotion children: competitions, their behaviours, levels, point thresholds, teams. */
export const competitionRoutes: RouteObject[] = [
  page('/promotion/:promotionId/competitions', () =>
    competitions().then((m) => ({ Component: m.CompetitionsPage })),
  ),
  page('/promotion/:promotionId/competition/new', () =>
    editor().then((m) => ({ Component: m.NewCompetitionPage })),
  ),
  page('/promotion/:promotionId/competition/:competitionId/edit', () =>
    editor().then((m) => ({ Component: m.EditCompetitionPage })),
  ),
  page('/promotion/:promotionId/competition/:competitionId/behaviors', () =>
    behaviors().then((m) => ({ Component: m.CompetitionBehaviorsPage })),
  ),
  page('/promotion/:promotionId/competition-behaviors', () =>
    behaviors().then((m) => ({ Component: m.DefaultBehaviorsPage })),
  ),
  page('/promotion/:promotionId/levels', () =>
    import('../features/competitions/pages/levels-page').then((m) => ({
      Component: m.LevelsPage,
    })),
  ),
  page('/promotion/:promotionId/point_thresholds', () =>
    thresholds().then((m) => ({ Component: m.PointThresholdsPage })),
  ),
  page('/promotion/:promotionId/point_thresholds/:pointThresholdId', () =>
    thresholds().then((m) => ({ Component: m.PointThresholdPage })),
  ),
  page('/promotion/:promotionId/teams/:teamId/edit', () =>
    import('../features/teams/pages/team-edit-page').then((m) => ({
      Component: m.TeamEditPage,
    })),
  ),
];
