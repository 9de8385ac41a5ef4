import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';

/** The answer when the organization's provider does not give a sign-in URL (the screens say 'Failed test!'). */
export const SSO_IMPERSONATION_FAILED = "The organization's sign-in service did not answer.";
const SSO_CALL_TIMEOUT_MS = 5000;

export interface SsoTarget {
  issuer: string | null;
  key: string | null;
  identifier: string;
}

/**
 * The SSO side of an impersonation (README "Impersonation"), or null when the cookie path
 * applies: the user's organization signs in through SSO and the user has an identifier there.
 */
export async function ssoTargetOf(db: DataSource, userId: number): Promise<SsoTarget | null> {
  const [row] = await db.query(
    `SELECT u.sso_identifier, o.is_sso_enabled, o.sso_issuer_url, o.wskey
       FROM users u JOIN promotions p ON p.id = u.promotion_id
       LEFT JOIN organizations o ON o.id = p.organization_id
      WHERE u.id = ?`,
    [userId],
  );
  if (!row || !Number(row.is_sso_enabled) || !row.sso_identifier) return null;
  return { issuer: row.sso_issuer_url, key: row.wskey, identifier: row.sso_identifier };
}

/**
 * Spec 3 s7 "POST to an SSO url with key, url, identifier ... the response body opens as a
 * URL": the provider's `/impersonate` endpoint, with the organization's `wskey`, the product's
 * SSO start on the promotion's host and the user's identifier. Its answer must be a web URL.
 */
export async function ssoImpersonationUrl(target: SsoTarget, startUrl: string): Promise<string> {
  if (!target.issuer || !target.key) throw new HttpError(502, SSO_IMPERSONATION_FAILED);
  try {
    const response = await fetch(new URL('impersonate', `${target.issuer.replace(/\/?$/, '/')}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: target.key, url: startUrl, identifier: target.identifier }),
      signal: AbortSignal.timeout(SSO_CALL_TIMEOUT_MS),
    });
    const body = (await response.text()).trim();
    const url = new URL(body);
    if (!response.ok || !['http:', 'https:'].includes(url.protocol)) throw new Error(body);
    return url.toString();
  } catch {
    throw new HttpError(502, SSO_IMPERSONATION_FAILED);
  }
}
