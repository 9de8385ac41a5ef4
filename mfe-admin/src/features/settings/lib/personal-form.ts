import type { PersonalSettings, UserSettings } from '../api/settings-api';

/** The form's values: the select holds the location id as a string, '' for none. */
export interface PersonalForm {
  first_name: string;
  last_name: string;
  email: string;
  location: string | null;
  /** Spec 3 s5 "Settings password": both empty leave the password as it is. */
  password: string;
  password_confirmation: string;
}

export const NAME_MAX = 100;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The format the server accepts (services/admin README "Settings"). */
export const isEmailFormat = (value: string) => EMAIL_PATTERN.test(value.trim());

export const toPersonalForm = (settings: UserSettings): PersonalForm => ({
  first_name: settings.first_name,
  last_name: settings.last_name,
  email: settings.email,
  location: settings.location_id === null ? null : String(settings.location_id),
  password: '',
  password_confirmation: '',
});

export const toPersonalSettings = (form: PersonalForm): PersonalSettings => ({
  first_name: form.first_name.trim(),
  last_name: form.last_name.trim(),
  email: form.email.trim(),
  location_id: form.location ? Number(form.location) : null,
  // Sent only when the person typed a new password or its retype.
  ...(form.password || form.password_confirmation
    ? { password: form.password, password_confirmation: form.password_confirmation }
    : {}),
});
