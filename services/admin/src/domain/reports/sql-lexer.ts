/**
 * A MySQL/MariaDB lexer just precise enough for the SQL guard: it knows where string
 * literals, quoted identifiers and comments begin and end (as the server does, including
 * backslash escapes and `-- ` needing a space), so that words, `:name` parameters and
 * punctuation are only ever read outside them.
 */
export type TokenKind =
  | 'word'
  | 'quoted_identifier'
  | 'string'
  | 'comment'
  | 'executable_comment'
  | 'param'
  | 'assign'
  | 'placeholder'
  | 'variable'
  | 'punct'
  | 'space';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export class SqlLexError extends Error {}

const WORD = /[A-Za-z0-9_$\u0080-\uffff]/;
const SPACE = /\s/;
const spaceOrControl = (char: string | undefined) =>
  char !== undefined && (char.charCodeAt(0) <= 0x20 || SPACE.test(char));

function readQuoted(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslash && char === '\\') {
      i += 2;
      continue;
    }
    if (char === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  throw new SqlLexError('The SQL has an unterminated quote.');
}

/** Splits the SQL into tokens; throws SqlLexError on an unterminated quote or comment. */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i });
    i = end;
  };
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1] ?? '';
    if (SPACE.test(char)) {
      let end = i + 1;
      while (end < sql.length && SPACE.test(sql[end])) end += 1;
      push('space', end);
    } else if (char === "'" || char === '"') {
      push('string', readQuoted(sql, i, char, true));
    } else if (char === '`') {
      push('quoted_identifier', readQuoted(sql, i, '`', false));
    } else if (char === '#' || (char === '-' && next === '-' && spaceOrControl(sql[i + 2]))) {
      // MySQL reads `--` as a comment only when a space or control character follows.
      const end = sql.indexOf('\n', i);
      push('comment', end === -1 ? sql.length : end + 1);
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end === -1) throw new SqlLexError('The SQL has an unterminated comment.');
      // `/*! ... */` and `/*M! ... */` are executed by the server, not ignored, and MySQL
      // reads `/*+ ... */` as optimizer hints (one can lift the statement time limit).
      const executable = sql[i + 2] === '!' || sql[i + 2] === '+' || sql.startsWith('M!', i + 2);
      push(executable ? 'executable_comment' : 'comment', end + 2);
    } else if (char === ':' && next === '=') {
      push('assign', i + 2);
    } else if (char === ':' && /[A-Za-z_]/.test(next)) {
      let end = i + 1;
      while (end < sql.length && /[A-Za-z0-9_]/.test(sql[end])) end += 1;
      push('param', end);
    } else if (char === '?') {
      push('placeholder', i + 1);
    } else if (char === '@') {
      let end = i + 1;
      while (sql[end] === '@') end += 1;
      if (sql[end] === "'" || sql[end] === '"' || sql[end] === '`') {
        end = readQuoted(sql, end, sql[end], sql[end] !== '`');
      } else {
        while (end < sql.length && (WORD.test(sql[end]) || sql[end] === '.')) end += 1;
      }
      push('variable', end);
    } else if (WORD.test(char)) {
      let end = i + 1;
      while (end < sql.length && WORD.test(sql[end])) end += 1;
      push('word', end);
    } else {
      push('punct', i + 1);
    }
  }
  return tokens;
}

/** The tokens the server reads as code: no spaces or ordinary comments. */
export const significant = (tokens: Token[]) =>
  tokens.filter((token) => token.kind !== 'space' && token.kind !== 'comment');
