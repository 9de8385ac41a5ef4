/** Gift points (spec 2 "Gift points"; README "Gift points"): a finished work's bonus given. */
export * from './commands';
export { bonusById, giftablePeople, giftedOn, waitingGifts, workAwaitingBonus } from './queries';
export type { BonusView } from './queries';
