/**
 * The people this local identity provider knows. `sub` is what the product stores as a user's
 * `sso_identifier`; the other claims are what an organization's directory would hold
 * (`department` and `employee_id` feed the SSO extras of the demo's SSO promotion).
 */
export interface Account {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  password: string;
  department?: string;
  employee_id?: string;
}

/** The demo's password, as for every seeded account of the product (root README). */
export const DEMO_PASSWORD = 'Wellness!2026';

export const DEMO_ACCOUNTS: Account[] = [
  {
    sub: 'wid-0001',
    email: 'sso.participant@acme.test',
    email_verified: true,
    given_name: 'Sasha',
    family_name: 'Single',
    password: DEMO_PASSWORD,
    department: 'Engineering',
    employee_id: 'E-1001',
  },
  {
    sub: 'wid-0002',
    email: 'sso.participant2@acme.test',
    email_verified: true,
    given_name: 'Omar',
    family_name: 'Openid',
    password: DEMO_PASSWORD,
    department: 'Finance',
    employee_id: 'E-1002',
  },
];

/** The claims the provider may release for an account (never its password). */
export function claimsOf(account: Account): Record<string, unknown> {
  const { password: _password, ...claims } = account;
  return { ...claims, name: `${account.given_name} ${account.family_name}` };
}
