export {
  ALREADY_DEFAULT,
  ONLY_CUSTOM_AWARDS,
  awardCustomBadge,
  createBadge,
  deleteBadge,
  setLockedImage,
  updateBadge,
} from './commands';
export type { BadgeInput } from './commands';
export { badgeOfPromotion, badgesOfPromotion, lockedImage, serializeBadge } from './queries';
export type { AdminBadge } from './queries';
