/** Promotions as staff see them: the picker's groups, a summary, the administration. */
export { promotionOrigin } from './origin';
export { groupedPromotions, listPromotions, promotionSummary } from './queries';
export {
  createPromotion,
  makeParent,
  promotionView,
  showPromotion,
  updatePromotion,
} from './admin';
export type { PromotionView } from './admin';
export { listAdminPromotions } from './list';
export type { PromotionListQuery } from './list';
export * from './fields';
export * from './rules';
