import type { DataSource } from 'typeorm';

/** An organization's OpenID Connect client, read only where sign-in needs it. */
export interface SsoSettings {
  organization_id: number;
  issuer: string;
  client_id: string;
  client_secret: string;
  redirect: string | null;
}

/**
 * The SSO settings of a promotion's organization, or null when it does not sign in through
 * SSO (not enabled, or the OpenID client is not filled in). The client secret is read here
 * only: the column is never selected by default.
 */
export async function ssoSettingsOf(
  db: DataSource,
  promotionId: number,
): Promise<SsoSettings | null> {
  const [row] = await db.query(
    `SELECT o.id, o.is_sso_enabled, o.sso_issuer_url, o.sso_client_id, o.sso_client_secret, o.sso_redirect
       FROM promotions p JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = ?`,
    [promotionId],
  );
  if (!row || !Number(row.is_sso_enabled)) return null;
  if (!row.sso_issuer_url || !row.sso_client_id || !row.sso_client_secret) return null;
  return {
    organization_id: Number(row.id),
    issuer: row.sso_issuer_url,
    client_id: row.sso_client_id,
    client_secret: row.sso_client_secret,
    redirect: row.sso_redirect,
  };
}

/** Where an SSO user's logout goes (spec 3 Organization `sso_redirect`), else null. */
export async function ssoLogoutRedirect(db: DataSource, userId: number): Promise<string | null> {
  const [row] = await db.query(
    `SELECT o.sso_redirect
       FROM users u JOIN promotions p ON p.id = u.promotion_id
       JOIN organizations o ON o.id = p.organization_id
      WHERE u.id = ? AND u.sso_identifier IS NOT NULL AND o.is_sso_enabled = 1`,
    [userId],
  );
  return row?.sso_redirect || null;
}

/** What an SSO account is told when it asks for a password (services/participant README). */
export const SSO_ACCOUNT = 'This account signs in with single sign-on: use the sign-in button.';

/**
 * Whether the user signs in through the organization's provider (linked by sso_identifier in a
 * promotion whose organization has SSO enabled): such an account has no password to log in
 * with or to reset.
 */
export async function isSsoAccount(db: DataSource, userId: number): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 AS sso
       FROM users u JOIN promotions p ON p.id = u.promotion_id
       JOIN organizations o ON o.id = p.organization_id
      WHERE u.id = ? AND u.sso_identifier IS NOT NULL AND o.is_sso_enabled = 1`,
    [userId],
  );
  return Boolean(row);
}
