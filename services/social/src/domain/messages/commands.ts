import type { DataSource } from 'typeorm';
import { CURRENT_TEAMS_SQL, HttpError, notFound, unprocessable } from '@wellness/platform';
import { areFriends, memberConversation } from './membership';
import type { ConversationRow, Db } from './membership';
import { SELECT_MESSAGES, serializeMessage } from './serialize';
import type { MessageRow } from './serialize';

export const BLANK_MESSAGE = 'Oops, you need to write something before you send.';
export const FRIENDS_ONLY = 'You can only message your friends.';
export const TEAM_CHAT_MEMBERS = "A team chat's members are the team's members.";
export const CONVERSATION = 'Conversation';

interface Caller {
  userId: number;
  promotionId: number;
}

/** The chat of a team the caller is on, made on first use (the unique key decides a race). */
export async function teamConversationId(db: Db, { userId, promotionId }: Caller, teamId: number) {
  const onTeam: unknown[] = await db.query(
    `SELECT 1 FROM teams WHERE id = ? AND promotion_id = ? AND id IN (${CURRENT_TEAMS_SQL})`,
    [teamId, promotionId, userId],
  );
  if (!onTeam.length) throw notFound('Team');
  return ensureTeamConversation(db, promotionId, teamId);
}

export async function ensureTeamConversation(db: Db, promotionId: number, teamId: number) {
  await db.query(
    `INSERT IGNORE INTO conversations (promotion_id, conversation_type, conversation_type_id)
     VALUES (?, 't', ?)`,
    [promotionId, teamId],
  );
  const [row]: Array<{ id: number }> = await db.query(
    "SELECT id FROM conversations WHERE conversation_type = 't' AND conversation_type_id = ?",
    [teamId],
  );
  return Number(row.id);
}

/** The user of the caller's promotion, other than the caller, to message; 404 otherwise. */
async function recipientOf(db: Db, { userId, promotionId }: Caller, recipientId: number) {
  const rows: unknown[] = await db.query(
    'SELECT 1 FROM users WHERE id = ? AND promotion_id = ? AND id <> ?',
    [recipientId, promotionId, userId],
  );
  if (!rows.length) throw notFound('User');
  if (!(await areFriends(db, promotionId, userId, recipientId)))
    throw new HttpError(403, FRIENDS_ONLY);
}

/**
 * Starts (or reopens) the direct conversation of two friends: one per pair (the pair key
 * decides two starts at once); both are members again if either had left.
 */
export async function startDirect(db: DataSource, caller: Caller, recipientId: number) {
  await recipientOf(db, caller, recipientId);
  const pair = [caller.userId, recipientId].sort((a, b) => a - b).join(':');
  return db.transaction(async (manager) => {
    await manager.query(
      `INSERT IGNORE INTO conversations (promotion_id, conversation_type, pair_key, created_by)
       VALUES (?, 'd', ?, ?)`,
      [caller.promotionId, pair, caller.userId],
    );
    const [row]: Array<{ id: number }> = await manager.query(
      'SELECT id FROM conversations WHERE pair_key = ?',
      [pair],
    );
    const id = Number(row.id);
    await addMembers(manager, id, caller.promotionId, [caller.userId, recipientId]);
    return id;
  });
}

const addMembers = (db: Db, conversationId: number, promotionId: number, userIds: number[]) =>
  db.query(
    `INSERT INTO conversation_members (conversation_id, user_id, promotion_id)
     VALUES ${userIds.map(() => '(?, ?, ?)').join(', ')}
     ON DUPLICATE KEY UPDATE removed_at = NULL`,
    userIds.flatMap((userId) => [conversationId, userId, promotionId]),
  );

/** The lines a conversation writes itself ('added', 'left'): `user_id` is who it is about. */
const insertAction = (db: Db, conversation: ConversationRow, userId: number, action: string) =>
  db.query(
    `INSERT INTO messages (conversation_id, promotion_id, user_id, body, action) VALUES (?, ?, ?, '', ?)`,
    [conversation.id, conversation.promotion_id, userId, action],
  );

/**
 * Adds friends of the caller to a direct conversation (POST /conversations/{id}/users). It
 * is no longer a pair's own, so the two may start a conversation of their own again.
 */
export async function addUsers(
  db: DataSource,
  caller: Caller,
  conversationId: number,
  userIds: number[],
) {
  return db.transaction(async (manager) => {
    const conversation = await memberConversation(manager, { ...caller, conversationId }, true);
    if (!conversation) throw notFound(CONVERSATION);
    if (conversation.conversation_type === 't') throw unprocessable(TEAM_CHAT_MEMBERS);
    const added = [...new Set(userIds)].filter((id) => id !== caller.userId);
    for (const userId of added) await recipientOf(manager, caller, userId);
    if (!added.length) return { conversation, added };
    const current: Array<{ user_id: number }> = await manager.query(
      'SELECT user_id FROM conversation_members WHERE conversation_id = ? AND removed_at IS NULL',
      [conversation.id],
    );
    const fresh = added.filter((id) => !current.some((row) => Number(row.user_id) === id));
    if (!fresh.length) return { conversation, added: fresh };
    await addMembers(manager, conversation.id, caller.promotionId, fresh);
    await manager.query('UPDATE conversations SET pair_key = NULL WHERE id = ?', [conversation.id]);
    for (const userId of fresh) await insertAction(manager, conversation, userId, 'added');
    return { conversation, added: fresh };
  });
}

/** The caller leaves a direct conversation; a team chat is left by leaving the team. */
export async function leaveConversation(db: DataSource, caller: Caller, conversationId: number) {
  return db.transaction(async (manager) => {
    const conversation = await memberConversation(manager, { ...caller, conversationId }, true);
    if (!conversation) throw notFound(CONVERSATION);
    if (conversation.conversation_type === 't') throw unprocessable(TEAM_CHAT_MEMBERS);
    await manager.query(
      'UPDATE conversation_members SET removed_at = NOW(3) WHERE conversation_id = ? AND user_id = ?',
      [conversation.id, caller.userId],
    );
    await insertAction(manager, conversation, caller.userId, 'left');
    return conversation;
  });
}

/** The caller's state row (a team chat's is made on first use); never re-adds one who left. */
async function upsertState(
  db: Db,
  caller: Caller,
  conversationId: number,
  set: string,
  value: unknown,
) {
  await db.query(
    `INSERT INTO conversation_members (conversation_id, user_id, promotion_id, ${set})
     VALUES (?, ?, ?, ?) ON DUPLICATE KEY UPDATE ${set} = VALUES(${set})`,
    [conversationId, caller.userId, caller.promotionId, value],
  );
}

export async function markSeen(db: DataSource, caller: Caller, conversationId: number) {
  const conversation = await memberConversation(db, { ...caller, conversationId });
  if (!conversation) throw notFound(CONVERSATION);
  // Seen up to the newest message at least, so that one stored in the same millisecond counts.
  const [{ now }]: Array<{ now: Date }> = await db.query(
    `SELECT GREATEST(NOW(3), COALESCE((SELECT MAX(created_at) FROM messages WHERE conversation_id = ?), NOW(3))) AS now`,
    [conversationId],
  );
  await upsertState(db, caller, conversationId, 'last_seen_at', now);
}

export async function setMuted(
  db: DataSource,
  caller: Caller,
  conversationId: number,
  muted: boolean,
) {
  const conversation = await memberConversation(db, { ...caller, conversationId });
  if (!conversation) throw notFound(CONVERSATION);
  await upsertState(db, caller, conversationId, 'muted', muted);
}

/**
 * Stores a message: committed before the caller hears it was sent (the route publishes and
 * answers after this returns). The sender has seen their own conversation up to it.
 */
export async function createMessage(
  db: DataSource,
  caller: Caller,
  conversationId: number,
  text: string,
) {
  const body = text.trim();
  if (!body) throw unprocessable(BLANK_MESSAGE);
  return db.transaction(async (manager) => {
    const conversation = await memberConversation(manager, { ...caller, conversationId });
    if (!conversation) throw notFound(CONVERSATION);
    const { insertId }: { insertId: number } = await manager.query(
      'INSERT INTO messages (conversation_id, promotion_id, user_id, body) VALUES (?, ?, ?, ?)',
      [conversationId, caller.promotionId, caller.userId, body],
    );
    const [row]: MessageRow[] = await manager.query(`${SELECT_MESSAGES} WHERE m.id = ?`, [
      insertId,
    ]);
    await manager.query('UPDATE conversations SET last_message_at = ? WHERE id = ?', [
      row.created_at,
      conversationId,
    ]);
    await upsertState(manager, caller, conversationId, 'last_seen_at', row.created_at);
    return serializeMessage(row);
  });
}
