import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  passwordRuleProblem,
} from '@wellness/shared-ui';
import type { PasswordPolicy } from '@wellness/shared-ui';
import type { Eligibility } from '../api/registration-api';
import {
  EMAILS_DO_NOT_MATCH,
  INVALID_EMAIL,
  LOCATION_NEEDED,
  NAME_REQUIRED,
  PHOTO_NEEDED,
} from './registration-messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the registration form holds; `answers` are the evaluation's, keyed by question name. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  retypeEmail: string;
  password: string;
  confirmation: string;
  imageId: string | null;
  parentId: string | null;
  childId: string | null;
  /** The level-3 location, when the child picked has locations below it. */
  grandchildId: string | null;
  optedIn: boolean;
  answers: Record<string, string | number>;
}

/** The form's alerts, one per group of fields. */
export type Problem =
  'name' | 'email' | 'retypeEmail' | 'password' | 'confirmation' | 'image' | 'location';
export type Problems = Partial<Record<Problem, string>>;

/** The alert a change of the field answers (and so clears). */
export const PROBLEM_OF: Record<keyof RegistrationValues, Problem | null> = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  retypeEmail: 'retypeEmail',
  password: 'password',
  confirmation: 'confirmation',
  imageId: 'image',
  parentId: 'location',
  childId: 'location',
  grandchildId: 'location',
  optedIn: null,
  answers: null,
};

export const initialValues = (
  eligibility: Eligibility | null,
  storedEmail: string,
): RegistrationValues => ({
  firstName: eligibility?.first_name ?? '',
  lastName: eligibility?.last_name ?? '',
  email: eligibility?.email ?? storedEmail,
  retypeEmail: '',
  password: '',
  confirmation: '',
  imageId: null,
  parentId: null,
  childId: null,
  grandchildId: null,
  optedIn: true,
  answers: {},
});

/** The problems the Register button finds before anything is sent. */
export function problemsOf(
  values: RegistrationValues,
  policy: PasswordPolicy,
  location: { needed: boolean; hasChildren: boolean; hasGrandchildren: boolean },
): Problems {
  const found: Problems = {};
  const email = values.email.trim();
  if (!values.firstName.trim() || !values.lastName.trim()) found.name = NAME_REQUIRED;
  if (!EMAIL_PATTERN.test(email)) found.email = INVALID_EMAIL;
  if (values.retypeEmail.trim().toLowerCase() !== email.toLowerCase()) {
    found.retypeEmail = EMAILS_DO_NOT_MATCH;
  }
  const rule = values.password ? passwordRuleProblem(policy, values.password) : PASSWORD_REQUIRED;
  if (rule) found.password = rule;
  if (values.confirmation !== values.password) found.confirmation = PASSWORDS_DO_NOT_MATCH;
  if (!values.imageId) found.image = PHOTO_NEEDED;
  // Down to the deepest level of the branch (spec 3 s6 "Location pickers by level").
  const missingLevel =
    !values.parentId ||
    (location.hasChildren && !values.childId) ||
    (location.hasGrandchildren && !values.grandchildId);
  if (location.needed && missingLevel) found.location = LOCATION_NEEDED;
  return found;
}

/** How a section of the form changes one value (and clears the alert that value answers). */
export type ChangeValue = <K extends keyof RegistrationValues>(
  field: K,
  value: RegistrationValues[K],
) => void;

/** What every section of the form is given. */
export interface SectionProps {
  values: RegistrationValues;
  change: ChangeValue;
  alerts: Problems;
}
