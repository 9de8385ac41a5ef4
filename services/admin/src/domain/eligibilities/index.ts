/** A promotion's eligibility list and its uploaded files (spec 3 "Eligibility"). */
export { promotionEligibilities } from './queries';
export {
  createEligibility,
  deleteEligibility,
  eligibilityOf,
  isIdentifierTaken,
  updateEligibility,
} from './rows';
export * from './files';
