import type { PasswordPolicy } from './types';

/** Spec 3 s9: the password rule and the confirmation are checked 1 s after typing stops. */
export const PASSWORD_CHECK_DELAY_MS = 1000;
/** Spec 3 s5: the retype is compared once it is longer than 3 characters. */
export const RETYPE_CHECK_MIN_LENGTH = 4;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_REQUIRED = 'Password required.';

const count = (password: string, pattern: RegExp) => password.match(pattern)?.length ?? 0;

function pattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    // The server ignores (and logs) a pattern that does not compile: so does the client.
    return null;
  }
}

/**
 * The organization's rule as the server checks it (services/platform `passwordProblems`):
 * its help message when the password breaks it, else null.
 */
export function passwordRuleProblem(policy: PasswordPolicy, password: string): string | null {
  const length = [...password].length;
  const extra = pattern(policy.regular_expression_string);
  const broken =
    length < policy.min_length ||
    length > policy.max_length ||
    count(password, /\p{L}/gu) < policy.min_letters ||
    count(password, /\p{N}/gu) < policy.min_numbers ||
    count(password, /[^\p{L}\p{N}\s]/gu) < policy.min_symbols ||
    (extra !== null && !extra.test(password));
  return broken ? policy.help_message : null;
}
