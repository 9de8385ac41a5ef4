import { ADMIN_ELIGIBILITY_REQUESTS } from './admin-eligibility';
import { ADMIN_EMAIL_REQUESTS } from './admin-email';
import { ADMIN_LOCATION_REQUESTS } from './admin-locations';
import { promotion } from './promotion-read';
import type { RequestTable } from './types';

const REPORT = {
  name: 'Guardrail saved report',
  report_type: 'Simple',
  fields: ['email'],
  filters: [],
};

export const ADMIN_REQUESTS: RequestTable = {
  ...ADMIN_ELIGIBILITY_REQUESTS,
  ...ADMIN_LOCATION_REQUESTS,
  'GET /api/promotions': { names: false, build: () => ({}) },
  'GET /api/promotions/:promotion_id': promotion,
  'POST /api/promotions': {
    names: false,
    build: ({ shared }) => ({
      body: {
        name: 'Guardrail promotion',
        // A fresh subdomain for every call: subdomains are unique.
        subdomain: `gr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        program_name: 'Guardrail programme',
        starts_on: shared.today,
        program_length: 42,
        organization_id: shared.organization.organizationId,
      },
    }),
  },
  'PUT /api/promotions/:promotion_id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { is_video_enabled: false },
    }),
  },
  'POST /api/promotions/:promotion_id/make_parent': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId }, body: {} }),
  },
  'GET /api/organizations': { names: false, build: () => ({}) },
  'GET /api/organizations/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.organization.organizationId } }),
  },
  'POST /api/organizations': { names: false, build: () => ({ body: { name: 'Guardrail org' } }) },
  'PUT /api/organizations/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { id: shared.organization.organizationId },
      body: { name: 'Demo Organization' },
    }),
  },
  'GET /api/resellers': { names: false, build: () => ({}) },
  'GET /api/resellers/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.organization.resellerId } }),
  },
  'POST /api/resellers': { names: false, build: () => ({ body: { name: 'Guardrail reseller' } }) },
  'PUT /api/resellers/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { id: shared.organization.resellerId },
      body: { name: 'Demo Reseller' },
    }),
  },
  'POST /api/users/:id/unlock': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.accountUserId }, body: {} }),
  },
  'GET /api/promotions/grouped': { names: false, build: () => ({}) },
  'GET /api/promotions/:promotion_id/summary': promotion,
  'GET /api/promotions/:promotion_id/stats': promotion,
  'GET /api/promotions/:promotion_id/users': promotion,
  'GET /api/promotions/:promotion_id/teams': promotion,
  'GET /api/promotions/:promotion_id/eligibilities': promotion,
  'DELETE /api/users/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.deletableUserId } }),
  },
  'POST /api/users/impersonate': {
    names: true,
    build: ({ shared }) => ({ body: { impersonate_id: shared.impersonateId } }),
  },
  // The token opens a session on the caller's own host (an outsider's token is their own).
  'POST /api/impersonation': {
    names: false,
    build: async ({ token }) => ({ body: { token: await token() } }),
  },
  'GET /api/impersonation': { names: false, build: () => ({}) },
  'POST /api/impersonation/end': {
    names: false,
    // Nobody ranks above a master (admin README rank rule): a master is never impersonated.
    build: ({ caller }) => ({ body: {}, impersonated: caller.role !== 'Master' }),
  },
  'GET /api/content_categories': { names: false, build: () => ({}) },
  'GET /api/app-redirect': { names: false, build: () => ({}) },
  // Visitors read the public categories (admin README "Reading").
  'GET /api/promotions/:promotion_id/custom_content': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      query: { category: 'faqs' },
    }),
  },
  'GET /api/promotions/:promotion_id/custom_content/:category/:key': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, category: 'faqs', key: shared.faqKey },
    }),
  },
  'GET /api/promotions/:promotion_id/eop': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
  },
  'POST /api/promotions/:promotion_id/custom_content': {
    names: true,
    build: ({ shared, caller }) => ({
      params: { promotion_id: shared.promotionId },
      body: {
        category: 'tips',
        add: 'key',
        group: 'Guardrail',
        key: `guardrail new ${caller.name}`,
      },
    }),
  },
  'PUT /api/promotions/:promotion_id/custom_content/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.contentId },
      body: { title: 'Guardrail edited' },
    }),
  },
  'DELETE /api/promotions/:promotion_id/custom_content/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableContentId },
    }),
  },
  'POST /api/promotions/:promotion_id/custom_content/:id/reset': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.overrideContentId },
      body: {},
    }),
  },
  'POST /api/promotions/:promotion_id/custom_content/reorder': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      query: { category: 'tips' },
      body: { sequence: [shared.contentId] },
    }),
  },
  'GET /api/promotions/:promotion_id/report_fields': promotion,
  'GET /api/promotions/:promotion_id/reports': promotion,
  'POST /api/promotions/:promotion_id/reports': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId }, body: REPORT }),
  },
  'PUT /api/promotions/:promotion_id/reports/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.reportId },
      body: REPORT,
    }),
  },
  'DELETE /api/promotions/:promotion_id/reports/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableReportId },
    }),
  },
  'POST /api/promotions/:promotion_id/reports/run': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { fields: ['email'] },
    }),
  },
  'POST /api/promotions/:promotion_id/reports/:id/run': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.reportId },
      body: {},
    }),
  },
  'GET /api/export/entries': { names: false, build: () => ({}) },
  'GET /api/export/stats': { names: false, build: () => ({}) },
  'POST /api/export': {
    names: false,
    build: () => ({ body: { filename: 'guardrail', data: [['name'], ['Guardrail']] } }),
  },
  // Everyone's own settings, written back unchanged.
  'GET /api/users/:id/settings': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  'PUT /api/users/:id/settings': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.userId },
      body: {
        first_name: own.firstName,
        last_name: own.lastName,
        email: own.email,
        location_id: own.locationId,
      },
    }),
  },
  'GET /api/users/validate': {
    names: true,
    build: ({ own }) => ({ query: { field: 'email', value: own.email, user_id: own.userId } }),
  },
  'GET /api/users/:id/subscription': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  'GET /api/users/:id/devices': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  // The demo promotion shows Fitbit (services/schema seed).
  'PUT /api/users/:id/devices/:device': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.userId, device: 'fitbit' },
      body: { connected: true },
    }),
  },
  'GET /api/users/:id/goal': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId } }),
  },
  // 1000 is the demo promotion's default_goal, always offered.
  'PUT /api/users/:id/goal': {
    names: true,
    build: ({ own }) => ({ params: { id: own.userId }, body: { goal: 1000 } }),
  },
  'PUT /api/users/:id/subscription': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.userId },
      body: {
        email_friend_requests: true,
        email_wall_posts: false,
        email_team: true,
        email_daily: true,
        email_unsubscribe_all: false,
      },
    }),
  },
  // The link of an e-mail to a user of the demo (an outsider follows one they were sent).
  ...ADMIN_EMAIL_REQUESTS,
};
