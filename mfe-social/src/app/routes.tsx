import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

/**
 * The social pages, loaded by the shell through Module Federation (`mfe_social/routes`) and
 * patched into its signed-in layout. Each page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths['go.u.wall'],
    lazy: () =>
      import('../features/wall/pages/wall-index-redirect').then((m) => ({
        Component: m.WallIndexRedirect,
      })),
  },
  {
    path: paths['go.u.wall.all'],
    lazy: () => import('../features/wall/pages/wall-page').then((m) => ({ Component: m.WallPage })),
  },
];
