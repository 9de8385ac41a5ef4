import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<{ Component: () => React.ReactNode }>) => ({
  path,
  lazy: load,
});
const organizations = () => import('../features/organizations/pages/organization-edit-page');
const resellers = () => import('../features/organizations/pages/reseller-edit-page');
const promotion = () => import('../features/promotions/pages/promotion-edit-page');

/** Spec 3 s2 "Organizations and promotions (master)" and "Resellers". */
export const organizationRoutes: RouteObject[] = [
  page('/organizations', () =>
    import('../features/organizations/pages/organizations-page').then((m) => ({
      Component: m.OrganizationsPage,
    })),
  ),
  page('/organization/create', () =>
    organizations().then((m) => ({ Component: m.OrganizationCreatePage })),
  ),
  page('/organization/:id', () =>
    import('../features/organizations/pages/organization-page').then((m) => ({
      Component: m.OrganizationPage,
    })),
  ),
  page('/organization/:id/edit', () =>
    organizations().then((m) => ({ Component: m.OrganizationUpdatePage })),
  ),
  page('/resellers', () =>
    import('../features/organizations/pages/resellers-page').then((m) => ({
      Component: m.ResellersPage,
    })),
  ),
  page('/reseller/:id/create', () =>
    resellers().then((m) => ({ Component: m.ResellerCreatePage })),
  ),
  page('/reseller/:id/edit', () => resellers().then((m) => ({ Component: m.ResellerUpdatePage }))),
  page('/promotion/create', () => promotion().then((m) => ({ Component: m.PromotionCreatePage }))),
  page('/promotion/:promotionId/edit', () =>
    promotion().then((m) => ({ Component: m.PromotionUpdatePage })),
  ),
  // Spec 3 s2 promotion children: users, user, coordinators, labels, participant video.
  page('/promotion/:promotionId/users', () =>
    import('../features/promotions/pages/promotion-users-page').then((m) => ({
      Component: m.PromotionUsersPage,
    })),
  ),
  page('/promotion/:promotionId/user', () =>
    import('../features/promotions/pages/promotion-user-page').then((m) => ({
      Component: m.PromotionUserPage,
    })),
  ),
  page('/promotion/:promotionId/coordinators', () =>
    import('../features/promotions/pages/promotion-coordinators-page').then((m) => ({
      Component: m.PromotionCoordinatorsPage,
    })),
  ),
  page('/promotion/:promotionId/labels', () =>
    import('../features/promotions/pages/promotion-labels-page').then((m) => ({
      Component: m.PromotionLabelsPage,
    })),
  ),
  page('/promotion/:promotionId/participant_video', () =>
    import('../features/promotions/pages/promotion-video-page').then((m) => ({
      Component: m.PromotionVideoPage,
    })),
  ),
  page('/promotion/:promotionId', () =>
    import('../features/promotions/pages/promotion-page').then((m) => ({
      Component: m.PromotionPage,
    })),
  ),
  // Spec 3 s2 "A promotion with no id redirects to the product page".
  page('/promotion', () =>
    import('../features/promotions/pages/promotion-page').then((m) => ({
      Component: m.PromotionPage,
    })),
  ),
];
