import type { DataSource } from 'typeorm';
import { inList, notFound } from '@wellness/platform';
import { CONVERSATION, ensureTeamConversation } from './commands';
import { CONVERSATION_MEMBER_SQL, CURRENT_TEAMS_SQL } from '@wellness/platform';
import { memberConversation } from './membership';
import type { ConversationRow, Db } from './membership';
import { SELECT_MESSAGES, millis, serializeMessage, serializePerson } from './serialize';
import type { MessageRow, Person, PersonRow, SerializedMessage } from './serialize';

interface Caller {
  userId: number;
  promotionId: number;
}

/** include=last: each conversation's newest message; include=all: its newest page. */
export type ConversationInclude = 'all' | 'last';
export const MESSAGE_PAGE_SIZE = 20;

/** Messages others wrote after the member last saw the conversation. */
const UNSEEN_SQL = `(SELECT COUNT(*) FROM messages um WHERE um.conversation_id = c.id AND um.user_id <> ?
   AND (cm.last_seen_at IS NULL OR um.created_at > cm.last_seen_at))`;

const SELECT_CONVERSATIONS = `SELECT c.id, c.promotion_id, c.conversation_type, c.conversation_type_id,
    c.pair_key, c.last_message_at, c.created_at, cm.muted, cm.last_seen_at, ${UNSEEN_SQL} AS unseen,
    t.name AS team_name
  FROM conversations c
  LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = ?
  LEFT JOIN teams t ON c.conversation_type = 't' AND t.id = c.conversation_type_id`;

type ListedRow = ConversationRow & { unseen: number; team_name: string | null };

async function membersOf(db: Db, rows: ListedRow[]) {
  const direct = rows.filter((row) => row.conversation_type === 'd').map((row) => row.id);
  const teams = rows
    .filter((row) => row.conversation_type === 't')
    .map((row) => row.conversation_type_id);
  const people = `u.id AS user_id, u.first_name, u.last_name, u.image_url`;
  // Those who left too: a conversation everyone else left is still named after them.
  const directRows: Array<PersonRow & { key: number; gone: number }> = await db.query(
    `SELECT cm.conversation_id AS \`key\`, cm.removed_at IS NOT NULL AS gone, ${people}
       FROM conversation_members cm JOIN users u ON u.id = cm.user_id
      WHERE cm.conversation_id IN (?) ORDER BY u.first_name, u.last_name, u.id`,
    [inList(direct)],
  );
  const teamRows: Array<PersonRow & { key: number }> = await db.query(
    `SELECT tm.team_id AS \`key\`, ${people} FROM team_members tm
       JOIN users u ON u.id = tm.user_id AND u.team_id = tm.team_id
      WHERE tm.team_id IN (?) ORDER BY u.first_name, u.last_name, u.id`,
    [inList(teams)],
  );
  const byKey = (list: Array<PersonRow & { key: number }>) => {
    const map = new Map<number, Person[]>();
    for (const row of list)
      map.set(Number(row.key), [...(map.get(Number(row.key)) ?? []), serializePerson(row)]);
    return map;
  };
  return {
    direct: byKey(directRows.filter((row) => !Number(row.gone))),
    former: byKey(directRows.filter((row) => Number(row.gone))),
    team: byKey(teamRows),
  };
}

async function currentMessages(db: Db, ids: number[], include: ConversationInclude) {
  const limit = include === 'all' ? MESSAGE_PAGE_SIZE : 1;
  const rows: Array<MessageRow & { n: number }> = await db.query(
    `SELECT * FROM (SELECT ranked.*, ROW_NUMBER() OVER (PARTITION BY ranked.conversation_id ORDER BY ranked.id DESC) AS n
       FROM (${SELECT_MESSAGES} WHERE m.conversation_id IN (?)) ranked) numbered
      WHERE n <= ? ORDER BY id`,
    [inList(ids), limit],
  );
  const map = new Map<number, SerializedMessage[]>();
  for (const row of rows) {
    const key = Number(row.conversation_id);
    map.set(key, [...(map.get(key) ?? []), serializeMessage(row)]);
  }
  return map;
}

/** Spec 2 s3 Conversation, as its member `userId` sees it. */
async function serializeAll(
  db: Db,
  userId: number,
  rows: ListedRow[],
  include: ConversationInclude,
) {
  const members = await membersOf(db, rows);
  const messages = await currentMessages(
    db,
    rows.map((row) => row.id),
    include,
  );
  return rows.map((row) => {
    const isTeam = row.conversation_type === 't';
    const people =
      (isTeam ? members.team.get(Number(row.conversation_type_id)) : members.direct.get(row.id)) ??
      [];
    const others = people.filter((person) => person.id !== userId);
    const named = others.length ? others : (members.former.get(row.id) ?? []);
    return {
      id: Number(row.id),
      conversation_type: row.conversation_type,
      conversation_type_id:
        row.conversation_type_id === null ? null : Number(row.conversation_type_id),
      name: isTeam
        ? (row.team_name ?? 'Team chat')
        : named.map((person) => person.full_name).join(', ') || 'Just you',
      members: people,
      current_messages: messages.get(row.id) ?? [],
      unseen: Number(row.unseen),
      muted: Boolean(Number(row.muted ?? 0)),
      last_seen_at_milliseconds: millis(row.last_seen_at),
      last_message_at_milliseconds: millis(row.last_message_at),
      removed: false,
    };
  });
}
export type SerializedConversation = Awaited<ReturnType<typeof serializeAll>>[number];

/** The caller's conversations, newest activity first; their team's chat is made on first use. */
export async function listConversations(
  db: DataSource,
  caller: Caller,
  include: ConversationInclude,
) {
  const teams: Array<{ team_id: number }> = await db.query(CURRENT_TEAMS_SQL, [caller.userId]);
  for (const { team_id } of teams)
    await ensureTeamConversation(db, caller.promotionId, Number(team_id));
  const rows: ListedRow[] = await db.query(
    `${SELECT_CONVERSATIONS} WHERE c.promotion_id = ? AND ${CONVERSATION_MEMBER_SQL}
      ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC`,
    [caller.userId, caller.userId, caller.promotionId, caller.userId],
  );
  return serializeAll(db, caller.userId, rows, include);
}

/** One conversation of the caller's; 404 for anyone who is not a member. */
export async function findConversation(
  db: Db,
  caller: Caller,
  conversationId: number,
  include: ConversationInclude = 'last',
) {
  const rows: ListedRow[] = await db.query(
    `${SELECT_CONVERSATIONS} WHERE c.id = ? AND c.promotion_id = ? AND ${CONVERSATION_MEMBER_SQL}`,
    [caller.userId, caller.userId, conversationId, caller.promotionId, caller.userId],
  );
  if (!rows[0]) throw notFound(CONVERSATION);
  return (await serializeAll(db, caller.userId, rows, include))[0];
}

/**
 * A page of history, newest page first: the `page_size` messages before `before_id` (the
 * newest when absent), in the order they were written.
 */
export async function messagesPage(
  db: DataSource,
  caller: Caller,
  conversationId: number,
  { pageSize, beforeId }: { pageSize: number; beforeId?: number },
) {
  if (!(await memberConversation(db, { ...caller, conversationId }))) throw notFound(CONVERSATION);
  const rows: MessageRow[] = await db.query(
    `${SELECT_MESSAGES} WHERE m.conversation_id = ?${beforeId ? ' AND m.id < ?' : ''} ORDER BY m.id DESC LIMIT ?`,
    [conversationId, ...(beforeId ? [beforeId] : []), pageSize + 1],
  );
  const [{ total }]: Array<{ total: number }> = await db.query(
    'SELECT COUNT(*) AS total FROM messages WHERE conversation_id = ?',
    [conversationId],
  );
  const page = rows.slice(0, pageSize).reverse();
  return {
    messages: page.map(serializeMessage),
    meta: { total_records: Number(total), page_size: pageSize, has_more: rows.length > pageSize },
  };
}

/**
 * GET /conversation_summary: the caller's conversations and what waits in them; a muted
 * conversation counts in `conversations` only (the header's unread count leaves it out).
 * `conversation_ids` are the rooms the client joins to hear them live.
 */
export async function conversationSummary(db: DataSource, caller: Caller) {
  const list = await listConversations(db, caller, 'last');
  const counted = list.filter((conversation) => !conversation.muted);
  return {
    conversations: list.length,
    conversation_ids: list.map((conversation) => conversation.id),
    unseen_conversations: counted.filter((conversation) => conversation.unseen > 0).length,
    unseen_messages: counted.reduce((sum, conversation) => sum + conversation.unseen, 0),
  };
}

/**
 * GET /conversation_volume: per day of the promotion, the messages written (actions left
 * out), their writers and the conversations they went to, oldest day first.
 */
export async function conversationVolume(
  db: DataSource,
  promotionId: number,
  from: string,
  to: string,
) {
  const rows: Array<{ date: string; messages: number; senders: number; conversations: number }> =
    await db.query(
      `SELECT DATE_FORMAT(created_at, '%Y-%m-%d') AS date, COUNT(*) AS messages,
            COUNT(DISTINCT user_id) AS senders, COUNT(DISTINCT conversation_id) AS conversations
       FROM messages WHERE promotion_id = ? AND action IS NULL AND created_at >= ? AND created_at < ? + INTERVAL 1 DAY
      GROUP BY date ORDER BY date`,
      [promotionId, from, to],
    );
  return rows.map((row) => ({
    date: row.date,
    messages: Number(row.messages),
    senders: Number(row.senders),
    conversations: Number(row.conversations),
  }));
}
