import { locationsCsvForm } from '../arrange/locations';
import { promotion } from './promotion-read';
import type { RequestTable } from './types';

let unique = 0;
/** A location name no other request uses. */
const freshName = () => `Guardrail new ${process.pid}-${(unique += 1)}`;

/** The location tree editor and label settings (admin service), part of ADMIN_REQUESTS. */
export const ADMIN_LOCATION_REQUESTS: RequestTable = {
  'GET /api/promotions/:promotion_id/locations': promotion,
  'POST /api/promotions/:promotion_id/locations': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { name: freshName(), parent_location_id: null },
    }),
  },
  'PUT /api/promotions/:promotion_id/locations/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.locations.editableId },
      body: { name: `Guardrail renamed ${own.locations.editableId}` },
    }),
  },
  'DELETE /api/promotions/:promotion_id/locations/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.locations.deletableId },
    }),
  },
  'POST /api/promotions/:promotion_id/locations/reorder': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId },
      body: { sequence: [...own.locations.siblingIds].reverse() },
    }),
  },
  'GET /api/promotions/:promotion_id/labels': promotion,
  // The demo's own labels written back (the seed's default), so other suites see no change.
  'PUT /api/promotions/:promotion_id/labels': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { id: shared.promotionId, location_labels: 'Location' },
    }),
  },
  'POST /api/promotions/:promotion_id/location_files': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      multipart: locationsCsvForm(freshName()),
    }),
  },
  'GET /api/promotions/:promotion_id/location_files/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.locations.fileId },
    }),
  },
};
