/** Favourite tips: likes of `tips` content items, as the caller's promotion sees them. */
export { createTipLike, deleteTipLike } from './commands';
export { TIP_CATEGORY, favoriteTips, getTipLike, resolveTip } from './queries';
export { recordTipShare, showTip } from './shares';
