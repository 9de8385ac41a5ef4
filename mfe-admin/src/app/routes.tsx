import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { styleRoutes } from '../features/styles/routes';
import './mantine-styles';
import { competitionRoutes } from './competition-routes';
import { organizationRoutes } from './organization-routes';
import { evaluationRoutes } from './evaluation-routes';
import { libraryRoutes } from './library-routes';

const reportsRoute = {
  lazy: () =>
    import('../features/reports/pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
};

/**
 * The admin pages, loaded by the shell through Module Federation (`mfe_admin/routes`) and
 * patched into its signed-in layout. Each page is its own chunk. The report builder is both a
 * dashboard tab and the master's promotion page, and Promotional Tools carries the emails
 * feature's form, so those routes are composed here.
 */
export const routes: RouteObject[] = [
  {
    path: paths.promotions,
    lazy: () =>
      import('../features/promotions/pages/promotions-page').then((m) => ({
        Component: m.PromotionsPage,
      })),
  },
  {
    path: paths['dashboard.root'],
    lazy: () =>
      import('../features/dashboard/pages/dashboard-redirect').then((m) => ({
        Component: m.DashboardRedirect,
      })),
  },
  {
    path: paths['coordinator.dashboard'],
    lazy: () =>
      import('../features/dashboard/pages/dashboard-page').then((m) => ({
        Component: m.DashboardPage,
      })),
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/dashboard/pages/dashboard-redirect').then((m) => ({
            Component: m.DashboardRedirect,
          })),
      },
      {
        path: 'stats',
        lazy: () =>
          import('../features/dashboard/pages/stats-tab').then((m) => ({ Component: m.StatsTab })),
      },
      {
        path: 'participants',
        lazy: () =>
          import('../features/dashboard/pages/participants-tab').then((m) => ({
            Component: m.ParticipantsTab,
          })),
      },
      {
        path: 'promotional_tools',
        lazy: () =>
          import('./promotional-tools-route').then((m) => ({
            Component: m.PromotionalToolsRoute,
          })),
      },
      {
        path: 'dashboard/flagged_posts',
        lazy: () =>
          import('../features/dashboard/pages/flagged-posts-tab').then((m) => ({
            Component: m.FlaggedPostsTab,
          })),
      },
      {
        path: 'teams',
        lazy: () => import('./teams-tab-route').then((m) => ({ Component: m.TeamsTabRoute })),
      },
      {
        path: 'eligibility',
        lazy: () =>
          import('../features/dashboard/pages/eligibility-tab').then((m) => ({
            Component: m.EligibilityTab,
          })),
      },
      { path: 'promotions/:promotionId/reports', ...reportsRoute },
    ],
  },
  { path: '/promotion/:promotionId/reports', ...reportsRoute },
  ...evaluationRoutes,
  {
    path: paths.eligibilities,
    lazy: () =>
      import('../features/dashboard/pages/eligibilities-page').then((m) => ({
        Component: m.EligibilitiesPage,
      })),
  },
  {
    path: paths.eligibilityfiles,
    lazy: () =>
      import('../features/dashboard/pages/eligibility-files-page').then((m) => ({
        Component: m.EligibilityFilesPage,
      })),
  },
  {
    path: '/eligibility/:eligId/create',
    lazy: () =>
      import('../features/dashboard/pages/eligibility-edit-page').then((m) => ({
        Component: m.EligibilityCreatePage,
      })),
  },
  {
    path: '/eligibility/:eligId/edit',
    lazy: () =>
      import('../features/dashboard/pages/eligibility-edit-page').then((m) => ({
        Component: m.EligibilityUpdatePage,
      })),
  },
  {
    path: '/promotion/:promotionId/one_time_email/create',
    lazy: () =>
      import('../features/emails/pages/create-email-page').then((m) => ({
        Component: m.CreateEmailPage,
      })),
  },
  {
    path: '/promotion/:promotionId/one_time_email/edit/:id',
    lazy: () =>
      import('../features/emails/pages/edit-email-page').then((m) => ({
        Component: m.EditEmailPage,
      })),
  },
  {
    path: '/promotion/:promotionId/one_time_email/queue',
    lazy: () =>
      import('../features/emails/pages/email-queue-page').then((m) => ({
        Component: m.EmailQueuePage,
      })),
  },
  {
    path: '/promotion/:promotionId/test_email',
    lazy: () =>
      import('../features/emails/pages/test-email-page').then((m) => ({
        Component: m.TestEmailPage,
      })),
  },
  {
    path: paths.settings,
    lazy: () =>
      import('../features/settings/pages/settings-page').then((m) => ({
        Component: m.SettingsPage,
      })),
    children: [
      {
        path: 'profile',
        lazy: () =>
          import('../features/settings/pages/personal-settings-tab').then((m) => ({
            Component: m.PersonalSettingsTab,
          })),
      },
      {
        path: 'email',
        lazy: () =>
          import('../features/settings/pages/email-preferences-tab').then((m) => ({
            Component: m.EmailPreferencesTab,
          })),
      },
      {
        path: 'devices',
        lazy: () =>
          import('../features/settings/pages/devices-tab').then((m) => ({
            Component: m.DevicesTab,
          })),
      },
      {
        path: 'goal',
        lazy: () =>
          import('../features/settings/pages/goal-tab').then((m) => ({
            Component: m.GoalTab,
          })),
      },
      {
        path: 'dashboard',
        lazy: () =>
          import('../features/settings/pages/account-role-tab').then((m) => ({
            Component: m.AccountRoleTab,
          })),
      },
    ],
  },
  {
    path: paths['locations.view'],
    lazy: () =>
      import('../features/locations/pages/locations-view-page').then((m) => ({
        Component: m.LocationsViewPage,
      })),
  },
  {
    path: paths['locations.settings'],
    lazy: () =>
      import('../features/locations/pages/locations-settings-page').then((m) => ({
        Component: m.LocationsSettingsPage,
      })),
  },
  {
    path: '/content/:category/*',
    lazy: () =>
      import('../features/content/pages/content-editor-page').then((m) => ({
        Component: m.ContentEditorPage,
      })),
  },
  {
    path: '/promotion/:promotionId/badges',
    lazy: () =>
      import('../features/badges/pages/badges-admin-page').then((m) => ({
        Component: m.BadgesAdminPage,
      })),
  },
  {
    path: '/promotion/:promotionId/badges/new',
    lazy: () =>
      import('../features/badges/pages/badge-edit-page').then((m) => ({
        Component: m.NewBadgePage,
      })),
  },
  {
    path: '/promotion/:promotionId/badges/:badgeId/edit',
    lazy: () =>
      import('../features/badges/pages/badge-edit-page').then((m) => ({
        Component: m.EditBadgePage,
      })),
  },
  {
    path: '/promotion/:promotionId/ssoextra',
    lazy: () =>
      import('../features/sso-extras/pages/sso-extras-page').then((m) => ({
        Component: m.SsoExtrasPage,
      })),
  },
  {
    path: '/promotion/:promotionId/user/:userId/impersonate',
    lazy: () =>
      import('../features/dashboard/pages/impersonate-user-page').then((m) => ({
        Component: m.ImpersonateUserPage,
      })),
  },
  {
    path: '/promotion/:promotionId/user/:userId/keywords',
    lazy: () =>
      import('../features/dashboard/pages/user-keywords-page').then((m) => ({
        Component: m.UserKeywordsPage,
      })),
  },
  ...organizationRoutes,
  ...libraryRoutes,
  ...competitionRoutes,
  ...styleRoutes,
];
