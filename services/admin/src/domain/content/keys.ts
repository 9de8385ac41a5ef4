/** Spec 3 section 5: a new key's spaces become underscores and it is lower-cased. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, '_').toLowerCase();

/** What a key may hold once normalised; '+' is kept for the copies' '+N' suffix. */
export const KEY_PATTERN = /^[a-z0-9_-]{1,150}$/;
export const KEY_CHARSET_MESSAGE =
  'Key may only use letters, numbers, spaces, hyphens and underscores';

/** A group's name as compared for duplicates ('Slides' and ' slides ' are the same group). */
export const sameGroup = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A key that would be duplicated gets '+' and a count appended (spec 3 section 5):
 * `tip` is taken, so `tip+1`; `tip+1` too, so `tip+2`.
 */
export function uniqueKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  let count = 1;
  while (taken.has(`${key}+${count}`)) count += 1;
  return `${key}+${count}`;
}
