/** Promotions as staff see them: the picker's groups, a summary, the master's list. */
export { promotionOrigin } from './origin';
export { groupedPromotions, listPromotions, promotionSummary } from './queries';
