// Spec 3 s5 and s8, word for word.
export const REGISTRATION_CLOSED = 'Sorry, registration is currently closed.';
export const CANNOT_REGISTER = 'Cannot Register';
export const UNEXPECTED =
  'Oops, that was unexpected. Please try again or Contact Us on the Support page.';
export const COULD_NOT_CREATE_USER = 'Could not create user!';
export const EMAIL_IN_USE = 'Email address is already in use. Would you like to log in?';
export const INVALID_EMAIL = 'Please enter a valid email address.';
/** The eligibility content's label when it names none (spec 3 s5). */
export const DEFAULT_IDENTIFIER_LABEL = 'Token';
export const identifierRequired = (label: string) => `${label} is required.`;
export const identifierInUse = (label: string) => `${label} is already in use.`;
export const identifierInvalid = (label: string) => `Invalid ${label}.`;
/** Server messages that mean the registration window is shut (spec 3 s8 "'closed' or 'max'"). */
export const CLOSED_ANSWERS = ['closed', 'max'];

// The spec names no text for these checks; services/participant README "Registration".
export const EMAILS_DO_NOT_MATCH = 'Email addresses do not match.';
export const PHOTO_NEEDED = 'Please choose a profile image.';
export const NAME_REQUIRED = 'Please enter your first and last name.';
export const LOCATION_NEEDED = 'Please choose a location.';
/** Spec 3 s5 "registration blocked while visible open alerts exist": why Register is disabled. */
export const FIX_ALERTS_FIRST = 'Fix the problems shown above to register.';

/** Spec 3 s5: the e-mail is checked this long after the last keystroke. */
export const EMAIL_CHECK_DELAY_MS = 1000;
