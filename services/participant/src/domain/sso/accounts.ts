import { randomBytes } from 'node:crypto';
import { hash } from 'argon2';
import type { FastifyInstance } from 'fastify';
import {
  applyBoardChange,
  boardStateOf,
  boardWriter,
  isDuplicateEntry,
  isEmailAddress,
  udfsFromClaims,
} from '@wellness/platform';
import { SsoExtra, User } from '@wellness/schema';
import type { Role } from '@wellness/schema';

/** Why a sign-in could not open an account: the welcome page explains each (shell README). */
export class SsoSignInError extends Error {
  constructor(readonly reason: 'state' | 'provider' | 'denied' | 'account') {
    super(reason);
  }
}

export interface SsoAccount {
  id: number;
  role: Role;
  created: boolean;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The user of the promotion whose `sso_identifier` is the token's `sub`, else (services/participant
 * README "Single sign-on"): the promotion's account with the token's verified e-mail that has no
 * identifier yet, now linked; else a new participant from the claims. Every sign-in writes the
 * SSO extras' claims into `udfs`. Identifiers of other promotions are never looked at.
 */
export async function signInSsoUser(
  fastify: FastifyInstance,
  promotionId: number,
  claims: Record<string, unknown>,
): Promise<SsoAccount> {
  const sub = text(claims.sub, 255);
  if (!sub) throw new SsoSignInError('account');
  const users = fastify.db.getRepository(User);
  const extras = await fastify.db
    .getRepository(SsoExtra)
    .find({ where: { promotion_id: promotionId }, order: { id: 'ASC' } });
  const write = async (user: User, changes: Partial<User> = {}) => {
    const udfs = JSON.stringify(udfsFromClaims(extras, claims, user.udfs));
    await users.update({ id: user.id, promotion_id: promotionId }, { ...changes, udfs });
  };

  const known = await users.findOneBy({ promotion_id: promotionId, sso_identifier: sub });
  if (known) {
    await write(known);
    return { id: known.id, role: known.role, created: false };
  }
  const email = text(claims.email, 255).toLowerCase();
  if (!isEmailAddress(email)) throw new SsoSignInError('account');
  const byEmail = await users.findOneBy({ promotion_id: promotionId, email });
  if (byEmail) {
    // Linking needs the provider's word that the address is the person's; an account already
    // linked to another identifier is never taken over.
    if (claims.email_verified !== true || byEmail.sso_identifier) {
      throw new SsoSignInError('account');
    }
    await write(byEmail, { sso_identifier: sub });
    return { id: byEmail.id, role: byEmail.role, created: false };
  }
  const name = text(claims.name, 201).split(/\s+/);
  const firstName = text(claims.given_name, 100) || name[0] || 'Participant';
  const lastName = text(claims.family_name, 100) || name.slice(1).join(' ').slice(0, 100);
  // No password signs in to an SSO account: its hash is of a secret nobody holds.
  const passwordHash = await hash(randomBytes(32).toString('base64url'));
  try {
    const id = await fastify.db.transaction(async (manager) => {
      const inserted = await manager.getRepository(User).insert({
        promotion_id: promotionId,
        email,
        password_hash: passwordHash,
        role: 'User',
        first_name: firstName,
        last_name: lastName,
        sso_identifier: sub,
        udfs: JSON.stringify(udfsFromClaims(extras, claims, null)),
      });
      const userId = Number(inserted.identifiers[0]!.id);
      const { redis, prefix } = boardWriter(fastify);
      await applyBoardChange(redis, prefix, null, await boardStateOf(manager, userId));
      return userId;
    });
    return { id, role: 'User', created: true };
  } catch (error) {
    if (!isDuplicateEntry(error)) throw error;
    // Two callbacks of one person at once: the unique identifier decided, the other signs in.
    const winner = await users.findOneBy({ promotion_id: promotionId, sso_identifier: sub });
    if (!winner) throw new SsoSignInError('account');
    return { id: winner.id, role: winner.role, created: false };
  }
}
