import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useValidateEmailMutation } from '../api/registration-api';
import { EMAIL_PATTERN } from '../lib/registration-values';
import {
  EMAILS_DO_NOT_MATCH,
  EMAIL_CHECK_DELAY_MS,
  EMAIL_IN_USE,
  INVALID_EMAIL,
} from '../lib/registration-messages';

interface Failure {
  status?: unknown;
  data?: { errors?: unknown };
}
export const errorsOf = (failure: unknown): string[] => {
  const errors = (failure as Failure)?.data?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
};
export const statusOf = (failure: unknown) =>
  typeof (failure as Failure)?.status === 'number' ? ((failure as Failure).status as number) : 0;

/**
 * Spec 3 s5: the e-mail's format first, then whether it is taken (the validate call), 1 s
 * after typing and not while the address is still changing. The problem found belongs to the
 * address it was found for: typing again hides it at once.
 */
export function useEmailProblem(promotionId: number, email: string): string | null {
  const [validateEmail] = useValidateEmailMutation();
  const [found, setFound] = useState<{ email: string; problem: string | null }>({
    email: '',
    problem: null,
  });
  const [settledEmail] = useDebouncedValue(email.trim(), EMAIL_CHECK_DELAY_MS);
  const emailSettled = settledEmail === email.trim();
  useEffect(() => {
    if (!settledEmail || !emailSettled) return;
    if (!EMAIL_PATTERN.test(settledEmail)) {
      setFound({ email: settledEmail, problem: INVALID_EMAIL });
      return;
    }
    let current = true;
    validateEmail({ promotionId, value: settledEmail.toLowerCase() })
      .unwrap()
      .then(() => current && setFound({ email: settledEmail, problem: null }))
      .catch((failure: unknown) => {
        if (!current) return;
        const problem = statusOf(failure) === 422 ? (errorsOf(failure)[0] ?? EMAIL_IN_USE) : null;
        setFound({ email: settledEmail, problem });
      });
    return () => {
      current = false;
    };
  }, [settledEmail, emailSettled, validateEmail, promotionId]);
  return found.email === email.trim() ? found.problem : null;
}

/** The retyped e-mail, compared case-insensitively 1 s after typing (spec 3 s5). */
export function useRetypeProblem(email: string, retypeEmail: string): string | null {
  const [settledRetype] = useDebouncedValue(retypeEmail.trim(), EMAIL_CHECK_DELAY_MS);
  const mismatch =
    settledRetype && settledRetype === retypeEmail.trim()
      ? settledRetype.toLowerCase() !== email.trim().toLowerCase()
      : false;
  return mismatch ? EMAILS_DO_NOT_MATCH : null;
}
