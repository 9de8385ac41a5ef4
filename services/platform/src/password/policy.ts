/**
 * The organization's password rule (spec 3 Organization and section 9): one function that the
 * server checks at reset, at the settings password change and at registration, and whose
 * numbers the welcome page receives so that the client checks the same rule after 1 s.
 */
export interface PasswordPolicy {
  min_length: number;
  max_length: number;
  min_letters: number;
  min_numbers: number;
  min_symbols: number;
  /** An extra rule the whole password must match; null when the organization sets none. */
  regular_expression_string: string | null;
  /** What a refused password shows: the organization's own, or one built from the numbers. */
  help_message: string;
}

/** The columns of `organizations` the rule is read from (null: no organization). */
export interface OrganizationPasswordColumns {
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  password_help_message: string | null;
}

/** Spec 3 section 9: min length 8, max 20, at least 1 letter, 1 number, 1 symbol. */
export const DEFAULT_PASSWORD_COLUMNS: OrganizationPasswordColumns = {
  password_min_length: 8,
  password_max_length: 20,
  password_min_letters: 1,
  password_min_numbers: 1,
  password_min_symbols: 1,
  password_regular_expression_string: null,
  password_help_message: null,
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol." */
export function defaultHelpMessage(policy: Omit<PasswordPolicy, 'help_message'>): string {
  const parts = [
    policy.min_letters > 0 ? plural(policy.min_letters, 'letter') : null,
    policy.min_numbers > 0 ? plural(policy.min_numbers, 'number') : null,
    policy.min_symbols > 0 ? plural(policy.min_symbols, 'symbol') : null,
  ].filter((part): part is string => part !== null);
  const length = `Use ${policy.min_length} to ${policy.max_length} characters`;
  if (!parts.length) return `${length}.`;
  const last = parts.pop()!;
  const list = parts.length ? `${parts.join(', ')} and ${last}` : last;
  return `${length} with at least ${list}.`;
}

/** The rule of an organization (or the defaults when the promotion has none). */
export function passwordPolicyOf(org: OrganizationPasswordColumns | null): PasswordPolicy {
  const columns = org ?? DEFAULT_PASSWORD_COLUMNS;
  const numbers = {
    min_length: Number(columns.password_min_length),
    max_length: Number(columns.password_max_length),
    min_letters: Number(columns.password_min_letters),
    min_numbers: Number(columns.password_min_numbers),
    min_symbols: Number(columns.password_min_symbols),
    regular_expression_string: columns.password_regular_expression_string?.trim() || null,
  };
  const help = columns.password_help_message?.trim();
  return { ...numbers, help_message: help || defaultHelpMessage(numbers) };
}

/**
 * The organization's pattern, compiled; null when it has none or it does not compile (then
 * `onInvalid` hears of it and the rule is the numbers alone). Patterns are matched with the
 * `u` flag so that a symbol outside the BMP counts as one character.
 */
export function compilePasswordPattern(
  source: string | null,
  onInvalid: (source: string, error: Error) => void = () => undefined,
): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch (error) {
    onInvalid(source, error as Error);
    return null;
  }
}

const count = (password: string, pattern: RegExp) => password.match(pattern)?.length ?? 0;

/**
 * Whether the password breaks the rule: an empty list when it keeps it. Letters and numbers
 * are any script's (Unicode L and N); a symbol is any other character that is not a space.
 */
export function passwordProblems(
  policy: PasswordPolicy,
  password: string,
  onInvalidPattern?: (source: string, error: Error) => void,
): string[] {
  const length = [...password].length;
  const pattern = compilePasswordPattern(policy.regular_expression_string, onInvalidPattern);
  const broken =
    length < policy.min_length ||
    length > policy.max_length ||
    count(password, /\p{L}/gu) < policy.min_letters ||
    count(password, /\p{N}/gu) < policy.min_numbers ||
    count(password, /[^\p{L}\p{N}\s]/gu) < policy.min_symbols ||
    (pattern !== null && !pattern.test(password));
  return broken ? [policy.help_message] : [];
}
