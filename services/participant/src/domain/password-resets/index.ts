import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** How long an e-mailed reset link works (services/participant README, "Password reset"). */
export const RESET_LIFETIME_MINUTES = 60;

export const NO_ACCOUNT = 'No account was found with that email.';
export const PASSWORD_REQUIRED = 'Password required.';
export const COULD_NOT_RESET = 'Could not reset password!';
export const invalidEmail = (email: string) => `Must be a valid email address. Ex: ${email}`;

/** One address, no spaces, a dot in the domain: the format check the settings also use. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (email: string) => email.length <= 255 && EMAIL_PATTERN.test(email);

/** Only this digest of a token is stored: a leaked table opens no account. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user of the Host's promotion with this e-mail (trimmed and lower-cased), if any. */
export async function accountByEmail(
  db: DataSource,
  promotionId: number,
  email: string,
): Promise<{ id: number; email: string } | null> {
  const [row]: Array<{ id: number; email: string }> = await db.query(
    'SELECT id, email FROM users WHERE promotion_id = ? AND email = ?',
    [promotionId, email],
  );
  return row ? { id: Number(row.id), email: row.email } : null;
}

/** A new single-use token for the user: 32 random bytes, base64url; its hash is stored. */
export async function createPasswordReset(
  db: DataSource,
  userId: number,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const result: { insertId: number } = await db.query(
    'INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, NOW(3) + INTERVAL ? MINUTE)',
    [userId, tokenHash(token), RESET_LIFETIME_MINUTES],
  );
  return { id: Number(result.insertId), token };
}

/** The account a token still opens (unused, not expired, of this promotion), else null. */
export async function usableReset(
  db: DataSource,
  promotionId: number,
  token: string,
): Promise<{ user_id: number; email: string } | null> {
  const [row]: Array<{ user_id: number; email: string }> = await db.query(
    `SELECT r.user_id, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > NOW(3) AND u.promotion_id = ?`,
    [tokenHash(token), promotionId],
  );
  return row ? { user_id: Number(row.user_id), email: row.email } : null;
}

/**
 * Consumes the token and sets the new hash in one transaction. The conditional UPDATE is the
 * only claim: of two requests racing with one token exactly one changes a row. The user's
 * other open tokens are spent too, and the lockout is cleared. Answers the user id, or null
 * when the token is unknown, used, expired or of another promotion.
 */
export async function consumeReset(
  db: DataSource,
  promotionId: number,
  token: string,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction(async (manager) => {
    const claimed: { affectedRows: number } = await manager.query(
      `UPDATE password_resets r JOIN users u ON u.id = r.user_id SET r.used_at = NOW(3)
       WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > NOW(3) AND u.promotion_id = ?`,
      [tokenHash(token), promotionId],
    );
    if (claimed.affectedRows !== 1) return null;
    const [{ user_id: userId }]: Array<{ user_id: number }> = await manager.query(
      'SELECT user_id FROM password_resets WHERE token_hash = ?',
      [tokenHash(token)],
    );
    await manager.query(
      'UPDATE password_resets SET used_at = NOW(3) WHERE user_id = ? AND used_at IS NULL',
      [userId],
    );
    await manager.query(
      'UPDATE users SET password_hash = ?, failed_login_count = 0, locked_at = NULL WHERE id = ?',
      [passwordHash, userId],
    );
    return Number(userId);
  });
}
