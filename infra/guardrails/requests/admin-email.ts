import { unsubscribeToken } from '@wellness/platform';
import { testConfig } from '@wellness/platform/testing';
import { promotion } from './promotion-read';
import type { RequestTable } from './types';

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

/** Unsubscribing, jobs and the promotion's e-mails (admin service), part of ADMIN_REQUESTS. */
export const ADMIN_EMAIL_REQUESTS: RequestTable = {
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
