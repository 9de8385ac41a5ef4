/**
 * A promotion's users as the master's screens edit them (spec 3 s2 /promotion/{id}/user and
 * /users): the user form and a Super Coordinator's promotions.
 */
export {
  NOT_ALLOWED,
  ROLE_NOT_GRANTABLE,
  createPromotionUser,
  showPromotionUser,
  updatePromotionUser,
} from './users';
export type { PromotionUser, PromotionUserInput } from './users';
export {
  NOT_A_SUPER_COORDINATOR,
  OUTSIDE_ORGANIZATION,
  assignPromotions,
  assignablePromotions,
} from './super-coordinators';
