/** Spec 3 sections 5, 8 and 9: the Settings screen's messages and timings. */
export const COULD_NOT_SAVE = 'Could not save changes.';
export const COULD_NOT_GET_USER = 'Could not get user.';
export const SAVED = 'Saved!';
export const EMAIL_TAKEN = 'Email has already been taken.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

/** 'Saved!' disappears after this long. */
export const SAVED_CLEAR_MS = 3000;
/** E-mail uniqueness is checked this long after the last keystroke. */
export const EMAIL_CHECK_DELAY_MS = 1000;

/** The Devices tab's own words (the spec names the tab only; services/admin README "Devices"). */
export const DEVICES_NOT_LIVE =
  "Connecting opens the device's sign-in once the integration is live. Until then, connecting only records that you use the device; no data is read from it.";
export const NO_DEVICES = 'This programme has no devices to connect.';
