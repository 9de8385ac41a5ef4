import { COULD_NOT_SAVE } from './messages';

/**
 * Spec 3 section 8: a failed call shows the server's first error unless it answered 500 (or
 * sent none); then the screen's own text.
 */
export function saveError(error: unknown, fallback = COULD_NOT_SAVE): string {
  const failure = error as { status?: unknown; data?: { errors?: unknown } } | undefined;
  const errors = failure?.data?.errors;
  if (failure?.status === 500 || !Array.isArray(errors) || typeof errors[0] !== 'string') {
    return fallback;
  }
  return errors[0];
}
