import { unsubscribeToken } from '@wellness/platform';
import { testConfig } from '@wellness/platform/testing';
import { eligibilityCsvForm } from '../arrange/upload';
import type { RequestSpec, RequestTable } from './types';

/** A read of the promotion the caller works on. */
const promotion: RequestSpec = {
  names: true,
  build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
};

/**
 * A one-time e-mail for next week to one pasted address that no user holds (the users'
 * own addresses get unsubscribed by other requests), so it stays queued: no worker runs.
 */
const EMAIL_DRAFT = () => ({
  subject: 'Guardrail e-mail',
  body: 'Next week.',
  filters: { audience: 'none' },
  one_time_recipients: 'guardrail@example.com',
  send_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
});

const REPORT = {
  name: 'Guardrail saved report',
  report_type: 'Simple',
  fields: ['email'],
  filters: [],
};

let unique = 0;
/** An identifier no other request uses. */
const freshIdentifier = () => `guardrail-new-${process.pid}-${(unique += 1)}`;

export const ADMIN_REQUESTS: RequestTable = {
  'GET /api/promotions/:promotion_id/eligibilities/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.eligibilityId },
    }),
  },
  'POST /api/promotions/:promotion_id/eligibilities': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { identifier: freshIdentifier(), first_name: 'Guard' },
    }),
  },
  'POST /api/promotions/:promotion_id/eligibilities/validate': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { identifier: freshIdentifier() },
    }),
  },
  'PUT /api/promotions/:promotion_id/eligibilities/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.eligibilityId },
      body: { identifier: `guardrail-edited-${own.eligibilityId}`, last_name: 'Edited' },
    }),
  },
  'DELETE /api/promotions/:promotion_id/eligibilities/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.eligibilityId },
    }),
  },
  'GET /api/promotions/:promotion_id/eligibility_files': promotion,
  'POST /api/promotions/:promotion_id/eligibility_files': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      multipart: eligibilityCsvForm(freshIdentifier()),
    }),
  },
  'GET /api/eligibility_files/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.eligibilityFileId } }),
  },
  'POST /api/eligibility_files/:id/process': {
    names: true,
    build: ({ own }) => ({ params: { id: own.eligibilityFileId }, body: {} }),
  },
  'POST /api/eligibility_files/:id/processing_status': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.processingEligibilityFileId },
      body: { status: 'canceled' },
    }),
  },
  'GET /api/eligibility_files/:id/download': {
    names: true,
    build: ({ own }) => ({ params: { id: own.deletableEligibilityFileId } }),
  },
  'DELETE /api/eligibility_files/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.deletableEligibilityFileId } }),
  },
  'GET /api/promotions': { names: false, build: () => ({}) },
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
  'GET /api/promotions/:promotion_id/locations': promotion,
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
  'POST /api/unsubscribe': {
    names: false,
    build: ({ own, shared }) => ({
      body: {
        email: own.email,
        promotion_id: shared.promotionId,
        token: unsubscribeToken(testConfig().unsubscribeSecret, shared.promotionId, own.email),
      },
    }),
  },
  'POST /api/unsubscribe/one-click': {
    names: false,
    build: ({ own, shared }) => ({
      body: { 'List-Unsubscribe': 'One-Click' },
      query: {
        email: own.email,
        promotion_id: shared.promotionId,
        token: unsubscribeToken(testConfig().unsubscribeSecret, shared.promotionId, own.email),
      },
    }),
  },
  'GET /api/jobs/:id': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.customEmailJobId } }),
  },
  'GET /api/jobs': { names: false, build: () => ({ query: { state: 'failed' } }) },
  'GET /api/promotions/:promotion_id/custom_emails': promotion,
  'GET /api/promotions/:promotion_id/custom_emails/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.customEmailId },
    }),
  },
  'PUT /api/promotions/:promotion_id/custom_emails/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.customEmailId },
      body: { email: EMAIL_DRAFT() },
    }),
  },
  'DELETE /api/promotions/:promotion_id/custom_emails/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableCustomEmailId },
    }),
  },
  'POST /api/promotions/:promotion_id/one_time_email': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { email: EMAIL_DRAFT() },
    }),
  },
  'POST /api/promotions/:promotion_id/one_time_email_recipients': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { email: { ...EMAIL_DRAFT(), subject: '', body: '' } },
    }),
  },
  'POST /api/promotions/:promotion_id/one_time_email_preview': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { email: EMAIL_DRAFT(), promotion_id: shared.promotionId },
    }),
  },
  'POST /api/promotions/:promotion_id/test_email': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: {
        recipients: 'guardrail@example.com',
        promotion_id: shared.promotionId,
        key: 'welcome_main',
      },
    }),
  },
  'GET /api/promotions/:promotion_id/test_email/preview': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      query: { key: 'evaluation' },
    }),
  },
  'PUT /api/users/:id/role': {
    names: true,
    build: ({ shared }) => ({
      params: { id: shared.accountUserId },
      body: { role: 'User', is_wall_expert: false },
    }),
  },
};
