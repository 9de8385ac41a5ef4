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
