/** A promotion's eligibility list (spec 3 "Eligibility"). */
export { promotionEligibilities } from './queries';
