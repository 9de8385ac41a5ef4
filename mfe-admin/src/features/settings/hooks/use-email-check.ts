import { useEffect, useState } from 'react';
import { useLazyValidateEmailQuery } from '../api/settings-api';
import { EMAIL_CHECK_DELAY_MS } from '../lib/messages';
import { isEmailFormat } from '../lib/personal-form';

/**
 * Spec 3 "Settings password": a changed e-mail is checked for uniqueness 1 s after the last
 * keystroke. True while the latest checked address belongs to another user of the promotion.
 */
export function useEmailTaken(email: string, savedEmail: string, userId: number): boolean {
  const [validate] = useLazyValidateEmailQuery();
  const [taken, setTaken] = useState(false);

  useEffect(() => {
    const value = email.trim();
    setTaken(false);
    if (value.toLowerCase() === savedEmail.toLowerCase() || !isEmailFormat(value)) return;
    let current = true;
    const timer = setTimeout(() => {
      validate({ value, userId })
        .unwrap()
        .then((answer) => {
          if (current) setTaken(answer);
        })
        // A failed check decides nothing: the save's own check still refuses a taken address.
        .catch(() => undefined);
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, savedEmail, userId, validate]);

  return taken;
}
