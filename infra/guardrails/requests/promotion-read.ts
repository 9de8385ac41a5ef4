import type { RequestSpec } from './types';

/** A read of the promotion the caller works on. */
export const promotion: RequestSpec = {
  names: true,
  build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
};
