import type { RequestTable } from './types';

/** The art gallery: a public gallery post everyone reads, each caller's own to edit. */
export const GALLERY_REQUESTS: RequestTable = {
  'GET /api/gallery_posts': { names: false, build: () => ({ query: { filter: 'all' } }) },
  'GET /api/gallery_posts/frames': { names: false, build: () => ({}) },
  'GET /api/gallery_posts/:id': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.galleryPostId } }),
  },
  'PUT /api/gallery_posts/:id': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.ownGalleryPostId },
      body: { title: 'Guardrail art, renamed', public_gallery: true },
    }),
  },
};

export const SUPPORT_REQUESTS: RequestTable = {
  'POST /api/contact_requests': {
    names: false,
    build: () => ({
      body: {
        first_name: 'Guard',
        last_name: 'Rail',
        email: 'guard.rail@example.com',
        message: 'Guardrail contact request',
        info: { browser_name: 'Chromium', operating_system: 'Linux' },
      },
    }),
  },
  'POST /api/feedbacks': {
    names: false,
    build: () => ({
      body: { name: 'Guard Rail', email: 'guard.rail@example.com', feedback: 'Guardrail feedback' },
    }),
  },
  'POST /api/promotions/:promotion_id/notifications': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { message: 'Guardrail notification' },
    }),
  },
};

export const TIP_SHARE_REQUESTS: RequestTable = {
  'GET /api/custom_content/:id': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.tipId } }),
  },
  'POST /api/tips/:id/shares': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.tipId }, query: { via: 'email' }, body: {} }),
  },
};
