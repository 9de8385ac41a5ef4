/** Organizations and resellers (spec 3 s2 "Organizations and promotions", "Resellers"). */
export { resellerScope, inScope } from './scope';
export type { ResellerScope } from './scope';
export { createReseller, listResellers, showReseller, updateReseller } from './resellers';
export type { ResellerView } from './resellers';
export {
  BAD_PATTERN,
  MINIMUMS_OVER_MAX,
  MIN_OVER_MAX,
  NO_RESELLER,
  OTHER_RESELLER,
  SSO_NEEDS_CLIENT,
  listOrganizations,
  organizationProblems,
  saveOrganization,
  showOrganization,
} from './organizations';
export type { OrganizationInput, OrganizationView } from './organizations';
