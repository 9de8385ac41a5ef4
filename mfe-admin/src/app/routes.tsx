import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

/**
 * The admin pages, loaded by the shell through Module Federation (`mfe_admin/routes`) and
 * patched into its signed-in layout. Each page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths.promotions,
    lazy: () =>
      import('../features/promotions/pages/promotions-page').then((m) => ({
        Component: m.PromotionsPage,
      })),
  },
];
