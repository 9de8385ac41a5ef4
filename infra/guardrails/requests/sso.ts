import type { RequestSpec, RequestTable } from './types';

const extra = (key: 'ssoExtraId' | 'deletableSsoExtraId', body?: object): RequestSpec => ({
  names: false,
  build: ({ shared }) => ({
    params: { promotion_id: shared.promotionId, id: shared.ssoExtras[key] },
    ...(body ? { body } : {}),
  }),
});

/** Single sign-on's two legs and the demo's SSO extras (expected-access/sso.ts). */
export const SSO_REQUESTS: RequestTable = {
  // The demo signs in with passwords: /sso/login sends the browser to its login form; a
  // callback without the state of a sign-in started here goes to the welcome page.
  'GET /api/sso/login': { names: false, build: () => ({}) },
  'GET /api/sso/callback': { names: false, build: () => ({ query: { state: 'unknown' } }) },
  'GET /api/promotions/:promotion_id/sso_extras': {
    names: false,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      query: { page_size: 0 },
    }),
  },
  'GET /api/sso_extras/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.ssoExtras.ssoExtraId } }),
  },
  'POST /api/promotions/:promotion_id/sso_extras': {
    names: false,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { name: 'guardrail_claim', data_type: 'string', path: 'User:udfs' },
    }),
  },
  'PUT /api/promotions/:promotion_id/sso_extras/:id': extra('ssoExtraId', {
    name: 'department',
    data_type: 'string',
  }),
  'DELETE /api/promotions/:promotion_id/sso_extras/:id': extra('deletableSsoExtraId'),
};
