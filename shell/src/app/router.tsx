import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingBlock } from '@wellness/shared-ui';
import { paths, shortPaths } from '../config/paths';
import { ImpersonatePage } from '../features/impersonation/pages/impersonate-page';
import { LogoutPage } from '../features/login/pages/logout-page';
import { RemoteErrorBoundary } from '../features/remote-loader/components/remote-error-boundary';
import { UnmatchedRoute } from '../features/remote-loader/components/unmatched-route';
import { RequireUser } from '../features/session/components/require-user';
import { RootRedirect } from '../features/session/components/root-redirect';
import { NotFoundPage } from '../components/not-found-page';
import { Layout } from './layout';

/** Remote routes are patched under the layout route, so they render inside the frame. */
export const LAYOUT_ROUTE_ID = 'layout';

/** Every remote's routes sit behind the session guard and their own error boundary. */
export function wrapRemoteRoutes(name: string, routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: `remote:${name}`,
      element: <RequireUser />,
      errorElement: <RemoteErrorBoundary />,
      children: routes,
    },
  ];
}

/** /privacy, /help …: replaced in the history by the page they name. */
export const shortPathRoutes = (): RouteObject[] =>
  Object.entries(shortPaths).map(([path, to]) => ({
    path,
    element: <Navigate to={to} replace />,
  }));

/** The shell's own routes; remotes add theirs on first navigation (see remote-loader). */
export const createShellRoutes = (): RouteObject[] => [
  {
    id: LAYOUT_ROUTE_ID,
    element: <Layout />,
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      { path: paths.root, element: <RootRedirect /> },
      {
        path: paths.welcome,
        // Spec 3 s2 "Other": a state change error goes to the 404 page.
        errorElement: <NotFoundPage />,
        // Its own chunk: the form library and schema validator load only for signed-out visits.
        lazy: () =>
          import('../features/login/pages/welcome-page').then((m) => ({
            Component: m.WelcomePage,
          })),
      },
      {
        path: paths['welcome.forgot'],
        errorElement: <NotFoundPage />,
        lazy: () =>
          import('../features/login/pages/welcome-page').then((m) => ({
            Component: m.WelcomePage,
          })),
      },
      {
        path: paths['go.register'],
        // Its own chunk, like welcome: only visitors who register load it.
        lazy: () =>
          import('../features/registration/pages/register-page').then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      { path: paths.logout, element: <LogoutPage /> },
      { path: paths.impersonate, element: <ImpersonatePage /> },
      // Content pages: their own chunk (the markdown renderer loads only when one is opened).
      {
        path: paths['legal.privacy'],
        lazy: () =>
          import('../features/static-pages/pages/content-page').then((m) => ({
            Component: m.PrivacyPage,
          })),
      },
      {
        path: paths['legal.terms'],
        lazy: () =>
          import('../features/static-pages/pages/content-page').then((m) => ({
            Component: m.TermsPage,
          })),
      },
      {
        path: paths.opt_in_participation,
        lazy: () =>
          import('../features/static-pages/pages/content-page').then((m) => ({
            Component: m.OptInParticipationPage,
          })),
      },
      {
        path: paths['support.faqs'],
        lazy: () =>
          import('../features/support/pages/faqs-page').then((m) => ({ Component: m.FaqsPage })),
      },
      // Spec 2 s2: the contact form; guests reach it too (the sitemap offers them Contact).
      {
        path: paths['support.contact'],
        lazy: () =>
          import('../features/support/pages/contact-page').then((m) => ({
            Component: m.ContactPage,
          })),
      },
      // Spec 2: the link of every e-mail, opened signed in or not.
      {
        path: paths.unsubscribe,
        lazy: () =>
          import('../features/unsubscribe/pages/unsubscribe-page').then((m) => ({
            Component: m.UnsubscribePage,
          })),
      },
      {
        path: paths['unsubscribe.legacy'],
        lazy: () =>
          import('../features/unsubscribe/pages/unsubscribe-page').then((m) => ({
            Component: m.LegacyUnsubscribeRedirect,
          })),
      },
      {
        element: <RequireUser />,
        children: [
          // Spec 3 s2/s4: the prestart wizard; an unknown step is the 404 screen.
          { path: paths.prestart, element: <Navigate to={paths['prestart.basics']} replace /> },
          {
            path: `${paths.prestart}/:step`,
            errorElement: <NotFoundPage />,
            lazy: () =>
              import('../features/prestart/pages/prestart-page').then((m) => ({
                Component: m.PrestartPage,
              })),
          },
          // Spec 3 s2 full-screen dialog: the "My Stats" survey.
          {
            path: paths['go.u.survey'],
            lazy: () =>
              import('../features/prestart/pages/survey-page').then((m) => ({
                Component: m.SurveyPage,
              })),
          },
          {
            path: paths.feedback,
            lazy: () =>
              import('../features/support/pages/feedback-page').then((m) => ({
                Component: m.FeedbackPage,
              })),
          },
          {
            path: paths.sitemap,
            lazy: () =>
              import('../features/navigation/pages/sitemap-page').then((m) => ({
                Component: m.SitemapPage,
              })),
          },
        ],
      },
      ...shortPathRoutes(),
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];
