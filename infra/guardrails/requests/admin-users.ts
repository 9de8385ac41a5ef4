import type { RequestSpec, RequestTable } from './types';

const promotionOnly: RequestSpec = {
  names: true,
  build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
};
/** The edited participant as arranged (arrange/rows.ts insertUser): every save keeps it so. */
const EDITED = { first_name: 'edited', last_name: 'user', email: 'edited.user@demo.test' };

/**
 * A promotion's users and the dashboard's exports (issue 17; expected-access/admin-users.ts).
 */
export const ADMIN_USERS_REQUESTS: RequestTable = {
  'GET /api/promotions/:promotion_id/grantable_roles': promotionOnly,
  'GET /api/promotions/:promotion_id/users/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.editedUserId },
    }),
  },
  // A new participant a caller: each caller's own address, so every admitted caller adds one.
  'POST /api/promotions/:promotion_id/users': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId },
      body: {
        first_name: 'Added',
        last_name: 'Participant',
        email: `added.by.${own.userId}@demo.test`,
        role: 'User',
      },
    }),
  },
  'PUT /api/promotions/:promotion_id/users/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.editedUserId },
      body: { ...EDITED, role: 'User' },
    }),
  },
  'GET /api/promotions/:promotion_id/users/:id/super_coordinator_promotions': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.superCoordinatorId },
    }),
  },
  'PUT /api/promotions/:promotion_id/users/:id/super_coordinator_promotions': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.superCoordinatorId },
      body: { promotion_ids: [] },
    }),
  },
  'GET /api/promotions/:promotion_id/export/entries': promotionOnly,
  'GET /api/promotions/:promotion_id/export/stats': promotionOnly,
  // The caller's own location (or 0, participants without one), where their own finished
  // works are (arrange/owners.ts).
  'GET /api/promotions/:promotion_id/locations/:location_id/works.zip': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, location_id: own.locationId ?? 0 },
    }),
  },
  'GET /api/users/:id/profile_prompts': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  'PUT /api/users/:id/profile_prompts': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId }, body: { answers: {} } }),
  },
};
