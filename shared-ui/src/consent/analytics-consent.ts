import { useSyncExternalStore } from 'react';

/**
 * Cookie consent (spec 1 s5 "Consent"): 'unmanaged' until the visitor chooses, then 'accepted'
 * or 'declined', kept in a cookie for 90 days (spec 1 s9). Analytics storage is granted only
 * on accept.
 */
export type ConsentState = 'unmanaged' | 'accepted' | 'declined';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 90;
const CONSENT_MAX_AGE = CONSENT_DAYS * 24 * 60 * 60;

export function readConsent(): ConsentState {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  const value = entry?.slice(CONSENT_COOKIE.length + 1);
  return value === 'accepted' || value === 'declined' ? value : 'unmanaged';
}

const listeners = new Set<() => void>();

/** Stores the choice for 90 days and tells every component that reads it. */
export function writeConsent(choice: 'accepted' | 'declined'): void {
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${CONSENT_MAX_AGE}; SameSite=Lax`;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export interface AnalyticsConsent {
  consent: ConsentState;
  /** 'granted' only after an accept: the one check any analytics must make before storing. */
  analyticsStorage: 'granted' | 'denied';
  setConsent: (choice: 'accepted' | 'declined') => void;
}

/**
 * The gate for analytics. The product runs no analytics yet; whatever is added later reads
 * this hook and stores nothing while `analyticsStorage` is 'denied'.
 */
export function useAnalyticsConsent(): AnalyticsConsent {
  const consent = useSyncExternalStore(subscribe, readConsent, () => 'unmanaged' as const);
  return {
    consent,
    analyticsStorage: consent === 'accepted' ? 'granted' : 'denied',
    setConsent: writeConsent,
  };
}
