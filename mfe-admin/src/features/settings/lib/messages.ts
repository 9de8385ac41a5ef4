/** Spec 3 sections 5, 8 and 9: the Settings screen's messages and timings. */
export const COULD_NOT_SAVE = 'Could not save changes.';
export const COULD_NOT_GET_USER = 'Could not get user.';
export const SAVED = 'Saved!';
export const EMAIL_TAKEN = 'Email has already been taken.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const PROFILE_PHOTO_FAILED = 'Could not update profile photo. Please try again.';

/** 'Saved!' disappears after this long. */
export const SAVED_CLEAR_MS = 3000;
/** E-mail uniqueness is checked this long after the last keystroke. */
export const EMAIL_CHECK_DELAY_MS = 1000;
