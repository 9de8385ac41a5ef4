import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: an HMAC-SHA256 of (promotion id, e-mail) with the server's
 * UNSUBSCRIBE_SECRET, so a link unsubscribes exactly its address in its promotion and
 * nobody can unsubscribe another address by editing it.
 */
export function unsubscribeToken(secret: string, promotionId: number, email: string): string {
  return createHmac('sha256', secret)
    .update(`${promotionId}:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

export function isUnsubscribeToken(
  secret: string,
  promotionId: number,
  email: string,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, promotionId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The List-Unsubscribe header's address (RFC 8058 one-click): a mail client POSTs
 * `List-Unsubscribe=One-Click` to it, without the app's header or a session.
 */
export function oneClickUnsubscribeUrl(
  origin: string,
  secret: string,
  promotionId: number,
  email: string,
): string {
  const url = new URL('/api/unsubscribe/one-click', origin);
  url.searchParams.set('email', email);
  url.searchParams.set('promotion_id', String(promotionId));
  url.searchParams.set('token', unsubscribeToken(secret, promotionId, email));
  return url.toString();
}

/** `http://{subdomain}.{host}/unsubscribe?email=…&token=…` (spec 2 /unsubscribe?email). */
export function unsubscribeUrl(
  origin: string,
  secret: string,
  promotionId: number,
  email: string,
): string {
  const url = new URL('/unsubscribe', origin);
  url.searchParams.set('email', email);
  url.searchParams.set('token', unsubscribeToken(secret, promotionId, email));
  return url.toString();
}
