/** Spec 3 s8: the messages of the work-style screens. */
export const COLLECTIONS_FAILED = 'Could not load Style Collections';
export const SAVE_STYLE_FAILED = 'Could not save WorkStyle';
/** Spec 1 s5: the image libraries' delete confirmation. */
export const DELETE_IMAGE_QUESTION = 'Are you sure you want to delete this image?';

/** The server's messages of a refused call ({errors: [...]}). */
export const serverErrors = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

/** A positive integer route parameter, else undefined. */
export const positive = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export const MASK_LABELS: Record<string, string> = { E: 'Element', P: 'Painting' };

/** A toast's close button, named for screen readers. */
export const CLOSE = { 'aria-label': 'Close the message' };
