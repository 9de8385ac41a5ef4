/** Spec 1 s8: "Location save failure: error list titled 'Could not save Location'". */
export const SAVE_FAILED = 'Could not save Location';
/** Spec 1 s8: "parent update failure 'Update Parent Location Failed'". */
export const PARENT_FAILED = 'Update Parent Location Failed';
export const DELETE_FAILED = 'Could not delete Location';
export const UNEXPECTED = 'Something went wrong. Please try again.';

/** The server's messages of a failed call, or a general one. */
export const errorsOf = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) && errors.length ? errors.map(String) : [UNEXPECTED];
};
