/** Spec 3 s5 and s8: the forgotten-password and reset messages. */
export const invalidEmail = (email: string) => `Must be a valid email address. Ex: ${email}`;
export const NO_ACCOUNT = 'No account was found with that email.';
export const CANNOT_VERIFY = 'Cannot verify reset password token.';
export const COULD_NOT_RESET = 'Could not reset password!';
/** Where the spec is silent: what a sent link and a changed password say. */
export const RESET_LINK_SENT =
  'Check your e-mail: we sent you a link to reset your password. It works for 1 hour.';
export const PASSWORD_CHANGED = 'Your password was changed. Log in with your new password.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The format the server accepts. */
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());
