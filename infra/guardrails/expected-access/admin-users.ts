import type { Role } from '@wellness/schema';
import { COORDINATOR_OR_ABOVE } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * A promotion's users (issue 17): spec 3 s2 lists /promotion/{id}/user and /users among the
 * master's promotion screens, and s1 gives masters "full administration" and resellers their
 * own organizations: a Master on any promotion, a Reseller on its organizations' (services/admin
 * README "A promotion's users").
 */
const PROMOTION_ADMINS: ExpectedAccess = { allow: ['Master', 'Reseller'], scope: 'managed' };

export const ADMIN_USERS_ACCESS: AccessTable = {
  'GET /api/promotions/:promotion_id/grantable_roles': PROMOTION_ADMINS,
  'GET /api/promotions/:promotion_id/users/:id': PROMOTION_ADMINS,
  'POST /api/promotions/:promotion_id/users': PROMOTION_ADMINS,
  'PUT /api/promotions/:promotion_id/users/:id': PROMOTION_ADMINS,
  // Spec 3 s3 User "super_coordinator_promotions".
  'GET /api/promotions/:promotion_id/users/:id/super_coordinator_promotions': PROMOTION_ADMINS,
  'PUT /api/promotions/:promotion_id/users/:id/super_coordinator_promotions': PROMOTION_ADMINS,
};

/**
 * Spec 3 "Exports" on the dashboard (issue 17): the CSVs of a promotion the caller manages, and
 * the works zip of a location, which location and regional coordinators ask for their own
 * location or region (services/admin README "Works zip").
 */
const ZIP_ROLES: readonly Role[] = [
  ...COORDINATOR_OR_ABOVE,
  'Location Coordinator',
  'Regional Coordinator',
];

export const ADMIN_EXPORT_ACCESS: AccessTable = {
  'GET /api/promotions/:promotion_id/export/entries': {
    allow: COORDINATOR_OR_ABOVE,
    scope: 'managed',
  },
  'GET /api/promotions/:promotion_id/export/stats': {
    allow: COORDINATOR_OR_ABOVE,
    scope: 'managed',
  },
  'GET /api/promotions/:promotion_id/locations/:location_id/works.zip': {
    allow: ZIP_ROLES,
    scope: 'managed',
  },
  // Spec 3 "profile-only prompts": answered on one's own settings, or by staff for the users
  // they manage, as the settings screen's other fields (README "Settings", "Profile prompts").
  'GET /api/users/:id/profile_prompts': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/profile_prompts': { allow: 'signed-in', scope: 'managed' },
};
