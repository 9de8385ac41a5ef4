/** Settings (spec 3): a user's personal settings and the master's Account & Role tab. */
export { editableUser } from './access';
export { saveAccountRole } from './account-role';
export {
  EMAIL_MAX,
  EMAIL_TAKEN,
  NAME_MAX,
  UNKNOWN_LOCATION,
  normalisePersonalSettings,
  savePersonalSettings,
} from './personal-settings';
export type { PersonalSettingsNames } from './personal-settings';
export { isEmailTaken, promotionLocations } from './queries';
export {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  newPasswordHash,
  savePasswordHash,
} from './password';
export { devicesOfUser, saveDeviceState, visibleDevices } from './devices';
export type { DeviceState } from './devices';
export { DEFAULT_GOAL_OPTIONS, GOAL_NOT_OFFERED, goalOfUser, saveGoal } from './goal';
export { profilePrompts, promptName, saveProfileAnswers } from './profile-prompts';
export type { ProfilePrompt } from './profile-prompts';
