import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

/** The content pages of spec 1 s2: how it works, its prestart form, learn, end of programme. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths['how it works'],
    lazy: () =>
      import('../features/content-pages/pages/how-it-works-page').then((m) => ({
        Component: m.HowItWorksPage,
      })),
  },
  {
    path: paths['go.u.activities.prestart'],
    lazy: () =>
      import('../features/content-pages/pages/activity-prestart-page').then((m) => ({
        Component: m.ActivityPrestartPage,
      })),
  },
  {
    lazy: () =>
      import('../features/content-pages/components/learn-frame').then((m) => ({
        Component: m.LearnFrame,
      })),
    children: [
      {
        path: paths['learn.why'],
        lazy: () =>
          import('../features/content-pages/pages/learn-pages').then((m) => ({
            Component: m.WhyPage,
          })),
      },
      {
        path: paths['learn.resources'],
        lazy: () =>
          import('../features/content-pages/pages/learn-pages').then((m) => ({
            Component: m.ResourcesPage,
          })),
      },
    ],
  },
  {
    path: paths['go.u.endofprogram'],
    lazy: () =>
      import('../features/content-pages/pages/eop-page').then((m) => ({
        Component: m.EopPage,
      })),
  },
];
