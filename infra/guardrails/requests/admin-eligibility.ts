import { eligibilityCsvForm } from '../arrange/upload';
import { promotion } from './promotion-read';
import type { RequestTable } from './types';

let unique = 0;
/** An identifier no other request uses. */
const freshIdentifier = () => `guardrail-new-${process.pid}-${(unique += 1)}`;

/** Eligibility rows and files (admin service), part of ADMIN_REQUESTS. */
export const ADMIN_ELIGIBILITY_REQUESTS: RequestTable = {
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
};
