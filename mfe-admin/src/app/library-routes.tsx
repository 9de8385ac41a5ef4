import type { RouteObject } from 'react-router';

/**
 * Spec 3 s2's promotion children for its content and libraries: /tips, /thrive and /eop (the
 * content feature's editor), /profile_photo_library and /emotional_fitness_survey.
 */
export const libraryRoutes: RouteObject[] = [
  {
    path: '/promotion/:promotionId/tips',
    lazy: () =>
      import('../features/content/pages/promotion-content-page').then((m) => ({
        Component: m.PromotionTipsPage,
      })),
  },
  {
    path: '/promotion/:promotionId/thrive',
    lazy: () =>
      import('../features/content/pages/promotion-content-page').then((m) => ({
        Component: m.PromotionThrivePage,
      })),
  },
  {
    path: '/promotion/:promotionId/eop',
    lazy: () =>
      import('../features/content/pages/promotion-eop-page').then((m) => ({
        Component: m.PromotionEopPage,
      })),
  },
  {
    path: '/promotion/:promotionId/profile_photo_library',
    lazy: () =>
      import('../features/profile-photos/pages/profile-photo-library-page').then((m) => ({
        Component: m.ProfilePhotoLibraryPage,
      })),
  },
  {
    path: '/promotion/:promotionId/emotional_fitness_survey',
    lazy: () =>
      import('../features/questionnaire/pages/questionnaire-page').then((m) => ({
        Component: m.QuestionnairePage,
      })),
  },
];
