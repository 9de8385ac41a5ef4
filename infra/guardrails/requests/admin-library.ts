import type { RequestSpec, RequestTable } from './types';

const promotionOnly: RequestSpec = {
  names: true,
  build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
};
const QUESTIONNAIRE = {
  name: 'Guardrail questionnaire',
  questions: [{ name: 'calm', question: 'I have felt calm.' }],
  response_values: ['Always', 'Often', 'Sometimes', 'Rarely', 'Never'],
};

/**
 * The promotion's libraries (issue 17): profile images, the profile picture in settings, the
 * questionnaire (expected-access/admin-library.ts).
 */
export const ADMIN_LIBRARY_REQUESTS: RequestTable = {
  'GET /api/profile_images': {
    names: true,
    build: ({ shared }) => ({ query: { promotion_id: shared.promotionId } }),
  },
  'GET /api/promotions/:promotion_id/profile_images/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.profileImageId },
    }),
  },
  'POST /api/promotions/:promotion_id/profile_images': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { url: '/api/profile_images/avatars/avatar-2.svg' },
    }),
  },
  'PUT /api/promotions/:promotion_id/profile_images/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.profileImageId },
      body: { url: '/api/profile_images/avatars/avatar-1.svg' },
    }),
  },
  'DELETE /api/promotions/:promotion_id/profile_images/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableProfileImageId },
    }),
  },
  // Everyone's own picture, chosen from the demo promotion's library.
  'GET /api/users/:id/profile_image': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  'PUT /api/users/:id/profile_image': {
    names: true,
    build: ({ own, shared }) => ({
      params: { id: own.userId },
      body: { image_id: shared.profileImageId },
    }),
  },
  'GET /api/promotions/:promotion_id/questionnaire': promotionOnly,
  'PUT /api/promotions/:promotion_id/questionnaire': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId }, body: QUESTIONNAIRE }),
  },
  // Any coordinator's public upload (arrange/index.ts): made once, then read from the cache.
  'PUT /api/files/blur': {
    names: false,
    build: ({ files }) => ({ body: { image_path: `/api/files/public/${files.publicName}` } }),
  },
  // After the PUT above, the demo promotion holds a copy nobody answered: reset drops it.
  'POST /api/promotions/:promotion_id/questionnaire/reset': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId }, body: {} }),
  },
};
