import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_CHECK_DELAY_MS,
  RETYPE_CHECK_MIN_LENGTH,
  passwordRuleProblem,
} from '../session/password-rule';
import type { PasswordPolicy } from '../session/types';
import { useSettledValue } from './use-settled-value';

/**
 * Spec 3 s5 and s9: what a new password and its retype show once typing has settled for 1 s:
 * the organization's help message when the rule is broken (no rule known: nothing, the server
 * still checks), and 'Passwords do not match.' once the retype is longer than 3 characters.
 */
export function usePasswordChecks(
  policy: PasswordPolicy | undefined,
  password: string,
  confirmation: string,
): { rule: string | null; retype: string | null } {
  const settledPassword = useSettledValue(password, PASSWORD_CHECK_DELAY_MS);
  const settledConfirmation = useSettledValue(confirmation, PASSWORD_CHECK_DELAY_MS);
  const rule =
    policy && password && settledPassword === password
      ? passwordRuleProblem(policy, password)
      : null;
  const retype =
    settledConfirmation === confirmation &&
    confirmation.length >= RETYPE_CHECK_MIN_LENGTH &&
    confirmation !== password
      ? PASSWORDS_DO_NOT_MATCH
      : null;
  return { rule, retype };
}
