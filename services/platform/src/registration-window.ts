/**
 * open: today is inside the registration window; frozen: the window has not opened yet
 * (registration_starts_on is still ahead — the pre-registration content shows); closed: the
 * window or the programme is over, or the promotion is disabled. A missing start means open
 * from the first day; a missing end means open until the programme ends.
 * (services/participant README, "Registration"; spec 3 Promotion `closed`. Social's friend
 * invites read it too: spec 2 s5 "Friends registration can be closed by the promotion".)
 */
export type RegistrationState = 'open' | 'frozen' | 'closed';

export interface RegistrationWindow {
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  ends_on: string;
  disabled_on: string | null;
}

export function registrationState(promotion: RegistrationWindow, today: string): RegistrationState {
  if (promotion.disabled_on && promotion.disabled_on <= today) return 'closed';
  const end = promotion.registration_ends_on ?? promotion.ends_on;
  if (end < today) return 'closed';
  if (promotion.registration_starts_on && promotion.registration_starts_on > today) {
    return 'frozen';
  }
  return 'open';
}
