/** Spec 3 s8, the loaders' and saves' messages of organizations and resellers. */
export const ORGANIZATIONS_NOT_FOUND = 'Organizations could not be found';
export const ORGANIZATION_NOT_FOUND = 'Organization could not be found';
export const SAVE_ORGANIZATION_FAILED = 'Could not save Organization';
export const RESELLERS_NOT_LOADED = 'Resellers could not be loaded.';
export const RESELLER_NOT_LOADED = 'Reseller could not be loaded.';
export const SAVE_RESELLER_FAILED = 'Could not save Reseller';
/** Spec 3 s9 "Saving indicator appears after 300 ms". */
export const SAVING_INDICATOR_DELAY_MS = 300;
/** Spec 3 s4 "a new organization moves to that organization's promotions list after 500 ms". */
export const NEW_ORGANIZATION_REDIRECT_MS = 500;

/** A route parameter that is a positive id, else undefined. */
export const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The errors of a failed call, as `{errors}` says them. */
export function serverErrors(failure: unknown): string[] {
  const data = (failure as { data?: { errors?: unknown } })?.data;
  const errors = Array.isArray(data?.errors) ? data.errors.map(String) : [];
  return errors.length ? errors : ['Please try again.'];
}
