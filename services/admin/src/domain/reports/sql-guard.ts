import type * as SqlParserModule from 'node-sql-parser';
import type { Parser } from 'node-sql-parser';
import { unprocessable } from '@wellness/platform';
import { SqlLexError, significant, tokenize } from './sql-lexer';
import type { Token } from './sql-lexer';

/** Spec 3 section 9: the parameters an SQL report may use, written `:name` in its text. */
export const SQL_PARAMETERS = [
  'location_id',
  'organization_id',
  'promotion_id',
  'reported_on_max',
  'reported_on_min',
  'reseller_id',
  'top_level_location_id',
] as const;
export type SqlParameter = (typeof SQL_PARAMETERS)[number];
export type SqlValue = string | number | null;
export type SqlParameterValues = Record<SqlParameter, SqlValue>;

/** Functions that wait, lock, read files or reach replication: never in a report. */
const DENIED_FUNCTIONS = new Set([
  'SLEEP',
  'BENCHMARK',
  'LOAD_FILE',
  'GET_LOCK',
  'RELEASE_LOCK',
  'RELEASE_ALL_LOCKS',
  'IS_FREE_LOCK',
  'IS_USED_LOCK',
  'MASTER_POS_WAIT',
  'MASTER_GTID_WAIT',
  'SOURCE_POS_WAIT',
  'WAIT_FOR_EXECUTED_GTID_SET',
  'WAIT_UNTIL_SQL_THREAD_AFTER_GTIDS',
  'NEXTVAL',
  'SETVAL',
  'LASTVAL',
  'SYS_EXEC',
  'SYS_EVAL',
]);

const SQL_MESSAGES = {
  empty: 'The SQL is empty.',
  oneStatement: 'Only one SQL statement may run at a time.',
  selectOnly: 'Only a SELECT statement can run in a report.',
  into: 'SELECT ... INTO is not allowed in a report.',
  locking: 'SELECT ... FOR UPDATE, FOR SHARE and LOCK IN SHARE MODE are not allowed in a report.',
  assign: 'Assigning user variables (:=) is not allowed in a report.',
  executableComment:
    'Executable comments and optimizer hints (/*! ... */, /*+ ... */) are not allowed in a report.',
  placeholder: `Use named parameters such as :promotion_id instead of ?.`,
  deniedFunction: (name: string) => `The function ${name} is not allowed in a report.`,
  unknownParameter: (name: string) =>
    `Unknown parameter :${name}. Parameters: ${SQL_PARAMETERS.map((p) => `:${p}`).join(', ')}.`,
  unreadable: (where: string) =>
    where ? `The SQL could not be read ${where}` : 'The SQL could not be read.',
} as const;

const WRITE_TYPES = new Set([
  'insert',
  'replace',
  'update',
  'delete',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'set',
  'call',
  'lock',
  'unlock',
  'use',
  'load_data',
  'transaction',
]);

export interface GuardedSql {
  /** The text sent to the server: `:name` replaced by `?`. */
  sql: string;
  /** One bound value per `?`, in order. */
  values: SqlValue[];
}

const upper = (token: Token | undefined) => token?.text.toUpperCase();

/** Checks that only words (outside quotes and comments) could ever do. */
function checkTokens(tokens: Token[]) {
  const code = significant(tokens);
  if (code.length === 0) throw unprocessable(SQL_MESSAGES.empty);
  if (tokens.some((t) => t.kind === 'executable_comment')) {
    throw unprocessable(SQL_MESSAGES.executableComment);
  }
  const first = upper(code[0]);
  if (first !== 'SELECT' && first !== 'WITH' && first !== '(') {
    throw unprocessable(SQL_MESSAGES.selectOnly);
  }
  code.forEach((token, index) => {
    const word = token.kind === 'word' ? upper(token) : undefined;
    const following = upper(code[index + 1]);
    if (token.kind === 'punct' && token.text === ';' && index !== code.length - 1) {
      throw unprocessable(SQL_MESSAGES.oneStatement);
    }
    if (token.kind === 'placeholder') throw unprocessable(SQL_MESSAGES.placeholder);
    if (token.kind === 'assign') throw unprocessable(SQL_MESSAGES.assign);
    if (token.kind === 'param') {
      const name = token.text.slice(1);
      if (!(SQL_PARAMETERS as readonly string[]).includes(name)) {
        throw unprocessable(SQL_MESSAGES.unknownParameter(name));
      }
    }
    if (word === 'INTO') throw unprocessable(SQL_MESSAGES.into);
    if (
      (word === 'FOR' && (following === 'UPDATE' || following === 'SHARE')) ||
      (word === 'LOCK' && following === 'IN')
    ) {
      throw unprocessable(SQL_MESSAGES.locking);
    }
    if ((token.kind === 'word' || token.kind === 'quoted_identifier') && following === '(') {
      const name = token.text.replace(/`/g, '').toUpperCase();
      if (DENIED_FUNCTIONS.has(name)) throw unprocessable(SQL_MESSAGES.deniedFunction(name));
    }
  });
}

/**
 * node-sql-parser (about half a second to load) is loaded at the first SQL checked, not at
 * start. It is CommonJS whose exports Node's `import()` does not name: in the service's bundle
 * the namespace holds only `default` (the module's exports), under Jest `Parser` as well.
 */
let parserLoaded: Promise<Parser> | undefined;
const sqlParser = () =>
  (parserLoaded ??= import('node-sql-parser').then((loaded) => {
    const module = loaded as typeof SqlParserModule & { default?: typeof SqlParserModule };
    const SqlParser = module.Parser ?? module.default!.Parser;
    return new SqlParser();
  }));

async function parse(sql: string): Promise<unknown> {
  const parser = await sqlParser();
  try {
    return parser.astify(sql, { database: 'MariaDB' });
  } catch {
    try {
      return parser.astify(sql, { database: 'MySQL' });
    } catch (error) {
      // The parser's own message lists every keyword it expected: only say where it stopped.
      const start = (error as { location?: { start?: { line: number; column: number } } }).location
        ?.start;
      throw unprocessable(
        SQL_MESSAGES.unreadable(start ? `near line ${start.line}, column ${start.column}.` : ''),
      );
    }
  }
}

function functionName(node: Record<string, unknown>): string {
  const name = node.name as unknown;
  if (typeof name === 'string') return name;
  const parts = (name as { name?: Array<{ value?: string }> } | undefined)?.name;
  return parts?.map((part) => part.value ?? '').pop() ?? '';
}

/** Every node of the parsed statement, subqueries, CTEs and UNION branches included. */
function checkTree(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(checkTree);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type.toLowerCase() : '';
  if (WRITE_TYPES.has(type)) throw unprocessable(SQL_MESSAGES.selectOnly);
  if (record.locking_read) throw unprocessable(SQL_MESSAGES.locking);
  const into = record.into as { position?: unknown } | undefined;
  if (into && typeof into === 'object' && into.position) throw unprocessable(SQL_MESSAGES.into);
  if (type === 'assign' || record.operator === ':=') throw unprocessable(SQL_MESSAGES.assign);
  if (type === 'function') {
    const name = functionName(record).toUpperCase();
    if (DENIED_FUNCTIONS.has(name)) throw unprocessable(SQL_MESSAGES.deniedFunction(name));
  }
  Object.values(record).forEach(checkTree);
}

/**
 * Admits exactly one SELECT statement (spec 3 SQL layout) and binds its `:name` parameters
 * as `?` values, never splicing them into the text. Refusals are 422s with a message saying
 * why. The read-only account and the read-only transaction stand behind this check.
 */
export async function guardSql(sql: string, parameters: SqlParameterValues): Promise<GuardedSql> {
  let tokens: Token[];
  try {
    tokens = tokenize(sql);
  } catch (error) {
    if (error instanceof SqlLexError) throw unprocessable(error.message);
    throw error;
  }
  checkTokens(tokens);
  const ast = await parse(sql);
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw unprocessable(SQL_MESSAGES.oneStatement);
  const statement = statements[0] as { type?: string };
  if (statement?.type !== 'select') throw unprocessable(SQL_MESSAGES.selectOnly);
  checkTree(statement);

  const values: SqlValue[] = [];
  const code = significant(tokens);
  const last = code[code.length - 1];
  const text = tokens
    .map((token) => {
      if (token === last && token.kind === 'punct' && token.text === ';') return '';
      if (token.kind !== 'param') return token.text;
      values.push(parameters[token.text.slice(1) as SqlParameter]);
      return '?';
    })
    .join('');
  return { sql: text, values };
}
