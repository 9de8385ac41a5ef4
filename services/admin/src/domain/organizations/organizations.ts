import type { DataSource } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import { Organization, Reseller } from '@wellness/schema';
import { inScope } from './scope';
import type { ResellerScope } from './scope';

/** Spec 3 s3 "Organization", as the browser sees it: the client secret never leaves. */
export interface OrganizationView {
  id: number;
  name: string;
  reseller_id: number | null;
  reseller_name: string | null;
  wskey: string | null;
  promotions_count: number;
  is_sso_enabled: boolean;
  sso_label: string | null;
  sso_login_url: string | null;
  sso_redirect: string | null;
  sso_issuer_url: string | null;
  sso_client_id: string | null;
  /** Whether a client secret is stored (the secret itself is write-only). */
  has_sso_client_secret: boolean;
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  password_help_message: string | null;
  flags: { enable_account_lockouts: boolean };
  is_staywell: boolean;
}

/** The organization form's body: every field of spec 3 s3 "Organization". */
export interface OrganizationInput {
  name: string;
  reseller_id?: number | null;
  wskey?: string | null;
  is_sso_enabled?: boolean;
  sso_label?: string | null;
  sso_login_url?: string | null;
  sso_redirect?: string | null;
  sso_issuer_url?: string | null;
  sso_client_id?: string | null;
  /** Absent: keep the stored one; null: remove it; a string: replace it. */
  sso_client_secret?: string | null;
  password_min_length?: number;
  password_max_length?: number;
  password_min_letters?: number;
  password_min_numbers?: number;
  password_min_symbols?: number;
  password_regular_expression_string?: string | null;
  password_help_message?: string | null;
  flags?: { enable_account_lockouts?: boolean };
  is_staywell?: boolean;
}

export const MIN_OVER_MAX = 'Password minimum length should not be more than the maximum length.';
export const MINIMUMS_OVER_MAX =
  'Password letters, numbers and symbols required add up to more than the maximum length.';
export const BAD_PATTERN = 'Password regular expression is not a valid regular expression.';
export const SSO_NEEDS_CLIENT =
  'Single sign-on needs the identity provider (issuer URL) and the client ID.';
export const NO_RESELLER = 'Reseller could not be found';
export const OTHER_RESELLER = 'You may only save organizations of your own reseller.';

interface OrganizationRow extends Record<string, unknown> {
  id: number;
  reseller_name: string | null;
  promotions_count: number | string;
  has_secret: number | string;
}

const SELECT = `SELECT o.*, r.name AS reseller_name, (o.sso_client_secret IS NOT NULL) AS has_secret,
       (SELECT COUNT(*) FROM promotions p WHERE p.organization_id = o.id) AS promotions_count
  FROM organizations o LEFT JOIN resellers r ON r.id = o.reseller_id`;

const text = (value: unknown) => (value == null ? null : String(value));

function view(row: OrganizationRow): OrganizationView {
  return {
    id: Number(row.id),
    name: String(row.name),
    reseller_id: row.reseller_id == null ? null : Number(row.reseller_id),
    reseller_name: row.reseller_name,
    wskey: text(row.wskey),
    promotions_count: Number(row.promotions_count),
    is_sso_enabled: Boolean(Number(row.is_sso_enabled)),
    sso_label: text(row.sso_label),
    sso_login_url: text(row.sso_login_url),
    sso_redirect: text(row.sso_redirect),
    sso_issuer_url: text(row.sso_issuer_url),
    sso_client_id: text(row.sso_client_id),
    has_sso_client_secret: Boolean(Number(row.has_secret)),
    password_min_length: Number(row.password_min_length),
    password_max_length: Number(row.password_max_length),
    password_min_letters: Number(row.password_min_letters),
    password_min_numbers: Number(row.password_min_numbers),
    password_min_symbols: Number(row.password_min_symbols),
    password_regular_expression_string: text(row.password_regular_expression_string),
    password_help_message: text(row.password_help_message),
    flags: { enable_account_lockouts: Boolean(Number(row.enable_account_lockouts)) },
    is_staywell: Boolean(Number(row.is_staywell)),
  };
}

/** The organizations in scope (of one reseller when asked), by name. */
export async function listOrganizations(
  db: DataSource,
  scope: ResellerScope,
  query: { resellerId?: number; limit?: number; offset?: number },
) {
  const where: string[] = [];
  const values: unknown[] = [];
  if (!scope.all) {
    where.push('o.reseller_id = ?');
    values.push(scope.resellerId ?? 0);
  }
  if (query.resellerId) {
    where.push('o.reseller_id = ?');
    values.push(query.resellerId);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows: OrganizationRow[] = await db.query(
    `${SELECT} ${clause} ORDER BY o.name, o.id ${query.limit ? 'LIMIT ? OFFSET ?' : ''}`,
    query.limit ? [...values, query.limit, query.offset ?? 0] : values,
  );
  const [{ total }] = await db.query(
    `SELECT COUNT(*) AS total FROM organizations o ${clause}`,
    values,
  );
  return { organizations: rows.map(view), total: Number(total) };
}

/** One organization in scope, else 404 'Organization could not be found' (spec 3 s8). */
export async function showOrganization(db: DataSource, scope: ResellerScope, id: number) {
  const [row]: OrganizationRow[] = await db.query(`${SELECT} WHERE o.id = ?`, [id]);
  if (!row || !inScope(scope, row.reseller_id == null ? null : Number(row.reseller_id))) {
    throw notFound('Organization');
  }
  return view(row);
}

/** The rules a saved organization must keep (README "Organizations and resellers"). */
export function organizationProblems(org: {
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  is_sso_enabled: boolean;
  sso_issuer_url: string | null;
  sso_client_id: string | null;
}): string[] {
  const problems: string[] = [];
  if (org.password_min_length > org.password_max_length) problems.push(MIN_OVER_MAX);
  const required = org.password_min_letters + org.password_min_numbers + org.password_min_symbols;
  if (required > org.password_max_length) problems.push(MINIMUMS_OVER_MAX);
  if (org.password_regular_expression_string) {
    try {
      new RegExp(org.password_regular_expression_string, 'u');
    } catch {
      problems.push(BAD_PATTERN);
    }
  }
  if (org.is_sso_enabled && (!org.sso_issuer_url || !org.sso_client_id)) {
    problems.push(SSO_NEEDS_CLIENT);
  }
  return problems;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** The columns a body sets (absent fields keep what is stored, or the defaults when new). */
function columnsOf(input: OrganizationInput): Partial<Organization> {
  const columns: Partial<Organization> = { name: input.name.trim() };
  const optionalText = [
    'wskey',
    'sso_label',
    'sso_login_url',
    'sso_redirect',
    'sso_issuer_url',
    'sso_client_id',
    'password_regular_expression_string',
    'password_help_message',
  ] as const;
  for (const key of optionalText) {
    const value = blankToNull(input[key]);
    if (value !== undefined) columns[key] = value;
  }
  const copied = [
    'reseller_id',
    'is_sso_enabled',
    'password_min_length',
    'password_max_length',
    'password_min_letters',
    'password_min_numbers',
    'password_min_symbols',
    'is_staywell',
  ] as const;
  for (const key of copied) {
    if (input[key] !== undefined) (columns as Record<string, unknown>)[key] = input[key];
  }
  if (input.sso_client_secret !== undefined) {
    columns.sso_client_secret = blankToNull(input.sso_client_secret) ?? null;
  }
  if (input.flags?.enable_account_lockouts !== undefined) {
    columns.enable_account_lockouts = input.flags.enable_account_lockouts;
  }
  return columns;
}

/** A new organization's columns before its form's (spec 3 s3 and s9 defaults). */
const NEW_ORGANIZATION = {
  reseller_id: null,
  is_sso_enabled: false,
  sso_issuer_url: null,
  sso_client_id: null,
  password_min_length: 8,
  password_max_length: 20,
  password_min_letters: 1,
  password_min_numbers: 1,
  password_min_symbols: 1,
  password_regular_expression_string: null,
  enable_account_lockouts: true,
};

/** A reseller's user saves only organizations of its own reseller; a master names any. */
async function checkReseller(db: DataSource, scope: ResellerScope, resellerId: number | null) {
  if (!scope.all) {
    if (resellerId !== scope.resellerId || resellerId === null) throw unprocessable(OTHER_RESELLER);
    return;
  }
  if (resellerId !== null && !(await db.getRepository(Reseller).existsBy({ id: resellerId }))) {
    throw unprocessable(NO_RESELLER);
  }
}

/** Saves a new or changed organization in one transaction (the row locked when it exists). */
export async function saveOrganization(
  db: DataSource,
  scope: ResellerScope,
  id: number | null,
  input: OrganizationInput,
): Promise<OrganizationView> {
  const savedId = await db.transaction(async (manager) => {
    const repository = manager.getRepository(Organization);
    let current: Organization | null = null;
    if (id !== null) {
      current = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current || !inScope(scope, current.reseller_id)) throw notFound('Organization');
    }
    const columns = columnsOf({
      ...input,
      // A reseller's new organization is its own when the form names none.
      reseller_id:
        input.reseller_id === undefined && !scope.all && !current
          ? scope.resellerId
          : input.reseller_id,
    });
    const merged = { ...NEW_ORGANIZATION, ...(current ?? {}), ...columns } as Organization;
    await checkReseller(db, scope, merged.reseller_id ?? null);
    const problems = organizationProblems({
      ...merged,
      password_regular_expression_string: merged.password_regular_expression_string ?? null,
      sso_issuer_url: merged.sso_issuer_url ?? null,
      sso_client_id: merged.sso_client_id ?? null,
    });
    if (problems.length) throw new HttpError(422, problems[0], problems);
    if (current) {
      await repository.update({ id: current.id }, columns);
      return current.id;
    }
    return (await repository.save(columns)).id;
  });
  return showOrganization(db, scope, savedId);
}
