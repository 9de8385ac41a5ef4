import {
  DEFAULT_PASSWORD_COLUMNS,
  defaultHelpMessage,
  passwordPolicyOf,
  passwordProblems,
} from '../src/password';

const DEFAULT_HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';

describe('the organization password policy', () => {
  const defaults = passwordPolicyOf(DEFAULT_PASSWORD_COLUMNS);

  it('defaults to spec 3 section 9, with a help message built from the numbers', () => {
    expect(passwordPolicyOf(null)).toEqual({
      min_length: 8,
      max_length: 20,
      min_letters: 1,
      min_numbers: 1,
      min_symbols: 1,
      regular_expression_string: null,
      help_message: DEFAULT_HELP,
    });
  });

  it.each([
    ['Good!pass1', []],
    ['Sh0rt!', [DEFAULT_HELP]],
    ['no numbers here!', [DEFAULT_HELP]],
    ['NoSymbols123', [DEFAULT_HELP]],
    ['12345678!!', [DEFAULT_HELP]],
    ['Far!too!long!password1', [DEFAULT_HELP]],
  ])('%j breaks the default rule: %j', (password, problems) => {
    expect(passwordProblems(defaults, password)).toEqual(problems);
  });

  it('counts letters, numbers and symbols as the organization asks, in plural words', () => {
    const policy = passwordPolicyOf({
      ...DEFAULT_PASSWORD_COLUMNS,
      password_min_length: 10,
      password_max_length: 30,
      password_min_letters: 2,
      password_min_numbers: 3,
      password_min_symbols: 0,
    });
    expect(policy.help_message).toBe(
      'Use 10 to 30 characters with at least 2 letters and 3 numbers.',
    );
    expect(passwordProblems(policy, 'ab12345678')).toEqual([]);
    expect(passwordProblems(policy, 'ab12cdefgh')).toEqual([policy.help_message]);
  });

  it('uses the organization help message and its regular expression as an extra rule', () => {
    const policy = passwordPolicyOf({
      ...DEFAULT_PASSWORD_COLUMNS,
      password_regular_expression_string: '^[A-Z]',
      password_help_message: 'Start with a capital letter.',
    });
    expect(passwordProblems(policy, 'Good!pass1')).toEqual([]);
    expect(passwordProblems(policy, 'good!pass1')).toEqual(['Start with a capital letter.']);
  });

  it('ignores a regular expression that does not compile, and reports it', () => {
    const policy = passwordPolicyOf({
      ...DEFAULT_PASSWORD_COLUMNS,
      password_regular_expression_string: '([a-z',
    });
    const invalid: string[] = [];
    expect(passwordProblems(policy, 'Good!pass1', (source) => invalid.push(source))).toEqual([]);
    expect(invalid).toEqual(['([a-z']);
  });

  it('says only the length when no kind of character is required', () => {
    expect(
      defaultHelpMessage({
        min_length: 8,
        max_length: 20,
        min_letters: 0,
        min_numbers: 0,
        min_symbols: 0,
        regular_expression_string: null,
      }),
    ).toBe('Use 8 to 20 characters.');
  });
});
