import { z } from 'zod';

/** Spec 3 s8 "Saves" and "Loaders": the SSO extras screen's messages, word for word. */
export const SAVE_SSO_EXTRA_FAILED = 'Could not save SSO Extra.';
export const DELETE_SSO_EXTRA_FAILED = 'Could not delete SSO Extra.';
export const SSO_EXTRA_LOAD_FAILED = 'SsoExtra could not be loaded.';
export const SSO_EXTRAS_LOAD_FAILED = 'Could not load SSO Extra';

/** The types a claim is read as (services/platform `SSO_EXTRA_DATA_TYPES`). */
export const DATA_TYPES = [
  { value: 'string', label: 'Text' },
  { value: 'integer', label: 'Whole number' },
  { value: 'float', label: 'Decimal number' },
  { value: 'boolean', label: 'Yes or no' },
  { value: 'date', label: 'Date' },
];

/** Where a claim is written (spec 3 "path (default User:udfs)"): the user's custom fields. */
export const PATHS = [{ value: 'User:udfs', label: "User's custom fields (User:udfs)" }];

export const ssoExtraSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The claim is required.')
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'A claim name has no spaces.'),
  data_type: z.string().min(1),
  path: z.string().min(1),
});

export type SsoExtraValues = z.infer<typeof ssoExtraSchema>;

export const NEW_SSO_EXTRA: SsoExtraValues = { name: '', data_type: 'string', path: 'User:udfs' };

export const serverErrors = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

/** The `extraId` query parameter: a positive id, else a new extra. */
export const extraIdOf = (value: string | null) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
