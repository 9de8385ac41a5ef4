import type { EntityManager } from 'typeorm';

/**
 * Friendships are written by services/social; this one step lives in the kernel (as
 * notifications do) because registration, in services/participant, takes it in its own
 * transaction.
 *
 * Registration meets the invites that waited for the new user's address (services/social
 * README "Friends"; called by services/participant inside the registration's transaction):
 * the invite whose e-mailed link they registered with becomes an accepted friendship; every
 * other invite to their address becomes a pending request they answer. Answers the ids of the
 * people they became friends with (their buddies_added checks follow the commit).
 */
export async function joinFriendInvites(
  manager: EntityManager,
  input: { promotionId: number; userId: number; email: string; inviteToken?: string | null },
): Promise<number[]> {
  const friends: number[] = [];
  if (input.inviteToken) {
    const [invite] = await manager.query(
      `SELECT id, friender_id FROM friendships
       WHERE invite_token = ? AND promotion_id = ? AND friendee_id IS NULL AND status IN ('P', 'D')
       FOR UPDATE`,
      [input.inviteToken, input.promotionId],
    );
    if (invite && Number(invite.friender_id) !== input.userId) {
      await manager.query(
        "UPDATE friendships SET friendee_id = ?, status = 'A', invite_token = NULL WHERE id = ?",
        [input.userId, invite.id],
      );
      friends.push(Number(invite.friender_id));
    }
  }
  // IGNORE: a second invite from the same person (another address of theirs) stays waiting.
  await manager.query(
    `UPDATE IGNORE friendships SET friendee_id = ?, status = 'P', invite_token = NULL
     WHERE promotion_id = ? AND friend_email = ? AND friendee_id IS NULL`,
    [input.userId, input.promotionId, input.email.toLowerCase()],
  );
  return friends;
}
