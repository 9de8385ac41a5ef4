import { Suspense } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type * as Elements from './shell-elements';
import { paths, shortPaths } from '../config/paths';
import { LazyNotFoundPage } from '../features/login/components/lazy-forms';
import { WelcomePage } from '../features/login/pages/welcome-page';
import { WelcomeFrame } from './welcome-frame';

/** Remote routes are patched under the layout route, so they render inside the frame. */
export const LAYOUT_ROUTE_ID = 'layout';

type ElementName = keyof typeof Elements;

/**
 * A shell route's component from the full frame's chunk (issue 18, a light shell: the store
 * and Mantine load with the first page that needs them, never for a signed-out /welcome).
 */
const element =
  (name: ElementName, errorName?: ElementName): RouteObject['lazy'] =>
  async () => {
    const elements = await import(/* webpackChunkName: "frame" */ './shell-elements');
    return errorName
      ? { Component: elements[name], ErrorBoundary: elements[errorName] }
      : { Component: elements[name] };
  };

/** Every remote's routes sit behind the session guard and their own error boundary. */
export function wrapRemoteRoutes(name: string, routes: RouteObject[]): RouteObject[] {
  return [
    { id: `remote:${name}`, lazy: element('RequireUser', 'RemoteErrorBoundary'), children: routes },
  ];
}

/** /privacy, /help …: replaced in the history by the page they name. */
export const shortPathRoutes = (): RouteObject[] =>
  Object.entries(shortPaths).map(([path, to]) => ({
    path,
    element: <Navigate to={to} replace />,
  }));

/** Stands in for the page while its chunks load (plain: nothing else has loaded yet). */
const loading = (
  <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
    Loading…
  </p>
);

/**
 * The welcome page, in its light frame, in the first chunk (a signed-out visit's first page:
 * no round trip for it). Spec 3 s2 "Other": a state change error is the 404 screen.
 */
const welcomeRoute = (path: string): RouteObject => ({
  path,
  errorElement: (
    <Suspense fallback={loading}>
      <LazyNotFoundPage />
    </Suspense>
  ),
  element: <WelcomePage />,
});

/** A page of the shell in its own chunk. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) =>
  async () => ({ Component: pick(await load()) });

/** The shell's own routes; remotes add theirs on first navigation (see remote-loader). */
export const createShellRoutes = (): RouteObject[] => [
  {
    id: 'welcome-frame',
    element: <WelcomeFrame />,
    hydrateFallbackElement: loading,
    children: [welcomeRoute(paths.welcome), welcomeRoute(paths['welcome.forgot'])],
  },
  {
    id: LAYOUT_ROUTE_ID,
    lazy: element('FullLayout'),
    hydrateFallbackElement: loading,
    children: [
      { path: paths.root, lazy: element('RootRedirect') },
      {
        path: paths['go.register'],
        // Its own chunk, like welcome: only visitors who register load it.
        lazy: page(
          () => import('../features/registration/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      { path: paths.logout, lazy: element('LogoutPage') },
      { path: paths.impersonate, lazy: element('ImpersonatePage') },
      // Content pages: their own chunk (the markdown renderer loads only when one is opened).
      {
        path: paths['legal.privacy'],
        lazy: page(
          () => import('../features/static-pages/pages/content-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: paths['legal.terms'],
        lazy: page(
          () => import('../features/static-pages/pages/content-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: paths.opt_in_participation,
        lazy: page(
          () => import('../features/static-pages/pages/content-page'),
          (m) => m.OptInParticipationPage,
        ),
      },
      {
        path: paths['support.faqs'],
        lazy: page(
          () => import('../features/support/pages/faqs-page'),
          (m) => m.FaqsPage,
        ),
      },
      // Spec 2 s2: the contact form; guests reach it too (the sitemap offers them Contact).
      {
        path: paths['support.contact'],
        lazy: page(
          () => import('../features/support/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      // Spec 2: the link of every e-mail, opened signed in or not.
      {
        path: paths.unsubscribe,
        lazy: page(
          () => import('../features/unsubscribe/pages/unsubscribe-page'),
          (m) => m.UnsubscribePage,
        ),
      },
      {
        path: paths['unsubscribe.legacy'],
        lazy: page(
          () => import('../features/unsubscribe/pages/unsubscribe-page'),
          (m) => m.LegacyUnsubscribeRedirect,
        ),
      },
      {
        lazy: element('RequireUser'),
        children: [
          // Spec 3 s2/s4: the prestart wizard; an unknown step is the 404 screen.
          { path: paths.prestart, element: <Navigate to={paths['prestart.basics']} replace /> },
          {
            path: `${paths.prestart}/:step`,
            lazy: async () => {
              const [prestart, elements] = await Promise.all([
                import('../features/prestart/pages/prestart-page'),
                import(/* webpackChunkName: "frame" */ './shell-elements'),
              ]);
              return { Component: prestart.PrestartPage, ErrorBoundary: elements.NotFoundPage };
            },
          },
          // Spec 3 s2 full-screen dialog: the "My Stats" survey.
          {
            path: paths['go.u.survey'],
            lazy: page(
              () => import('../features/prestart/pages/survey-page'),
              (m) => m.SurveyPage,
            ),
          },
          {
            path: paths.feedback,
            lazy: page(
              () => import('../features/support/pages/feedback-page'),
              (m) => m.FeedbackPage,
            ),
          },
          {
            path: paths.sitemap,
            lazy: page(
              () => import('../features/navigation/pages/sitemap-page'),
              (m) => m.SitemapPage,
            ),
          },
        ],
      },
      ...shortPathRoutes(),
      { path: '*', lazy: element('UnmatchedRoute') },
    ],
  },
];
