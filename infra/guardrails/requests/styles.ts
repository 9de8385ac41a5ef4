import { imageForm } from '../arrange/upload';
import type { RequestSpec, RequestTable } from './types';

const none: RequestSpec = { names: false, build: () => ({}) };

/** Work styles, collections and the demo's libraries (masters: expected-access/styles.ts). */
export const STYLE_REQUESTS: RequestTable = {
  'GET /api/collections': { names: false, build: () => ({ query: { all: true } }) },
  'GET /api/collections/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.collectionId } }),
  },
  'POST /api/collections': { names: false, build: () => ({ body: { name: 'Guardrail new' } }) },
  'PUT /api/collections/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { id: shared.styles.collectionId },
      body: {
        name: 'Guardrail collection',
        style_ids: [shared.styles.styleId, shared.styles.deletableStyleId],
      },
    }),
  },
  'DELETE /api/collections/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.deletableCollectionId } }),
  },
  'GET /api/styles': { names: false, build: () => ({ query: { page_size: 0 } }) },
  'GET /api/styles/element_mask_types': none,
  'GET /api/styles/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.styleId } }),
  },
  'POST /api/styles': {
    names: false,
    build: () => ({ body: { name: 'Guardrail new style', mask_type: 'E' } }),
  },
  'PUT /api/styles/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { id: shared.styles.styleId },
      body: { name: 'Guardrail style', mask_type: 'P', category: 'Guardrail' },
    }),
  },
  'DELETE /api/styles/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.deletableStyleId } }),
  },
  'GET /api/styles/:style_id/style_images': {
    names: false,
    build: ({ shared }) => ({ params: { style_id: shared.styles.styleId } }),
  },
  'GET /api/styles/:style_id/style_images/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { style_id: shared.styles.styleId, id: shared.styles.styleImageId },
    }),
  },
  'POST /api/styles/:style_id/style_images': {
    names: false,
    build: ({ shared }) => ({
      params: { style_id: shared.styles.styleId },
      multipart: imageForm({ title: 'Guardrail picture' }),
    }),
  },
  'PUT /api/styles/:style_id/style_images/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { style_id: shared.styles.styleId, id: shared.styles.styleImageId },
      multipart: imageForm({ title: 'Guardrail picture', subtitle: 'Replaced' }),
    }),
  },
  'DELETE /api/styles/:style_id/style_images/:id': {
    names: false,
    build: ({ shared }) => ({
      params: { style_id: shared.styles.styleId, id: shared.styles.deletableStyleImageId },
    }),
  },
  'GET /api/style_images/:id/image': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.styleImageId } }),
  },
  'GET /api/promotions/:promotion_id/gallery_images': {
    names: false,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
  },
  'GET /api/promotions/:promotion_id/gallery_images/:library': {
    names: false,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId, library: 'frame' } }),
  },
  'GET /api/promotions/:promotion_id/gallery_images/:library/:category': {
    names: false,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, library: 'image', category: 'square' },
    }),
  },
  'POST /api/promotions/:promotion_id/gallery_images/:library/:category': {
    names: false,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, library: 'frame', category: 'tall' },
      multipart: imageForm(),
    }),
  },
  'DELETE /api/gallery_images/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.styles.deletableGalleryImageId } }),
  },
  'GET /api/gallery_images/:id/file': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.styles.galleryImageId } }),
  },
};
