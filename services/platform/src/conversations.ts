import { TEAM_STATUS } from '@wellness/schema';

/**
 * Who is a member of a conversation, in one place for the social service (HTTP) and the
 * realtime gateway (the conversation rooms), so both refuse the same people.
 *
 * The teams a user is on now, read from the team tables (never copied): a team_members row
 * of a team that is not deleted, which users.team_id also names. A member removed from the
 * team (either row) is out of its chat at once. Binds the user's id.
 */
export const CURRENT_TEAMS_SQL = `SELECT tm.team_id FROM team_members tm
  JOIN users tu ON tu.id = tm.user_id AND tu.team_id = tm.team_id
  JOIN teams t ON t.id = tm.team_id AND t.status <> ${TEAM_STATUS.deleted}
  WHERE tm.user_id = ?`;

/**
 * Whether conversation `c`, with the user's state row `cm` LEFT JOINed, is one the user is a
 * member of: a direct one they have not left, or the chat of a team they are on. Binds the
 * user's id once.
 */
export const CONVERSATION_MEMBER_SQL = `((c.conversation_type = 'd' AND cm.id IS NOT NULL AND cm.removed_at IS NULL)
  OR (c.conversation_type = 't' AND c.conversation_type_id IN (${CURRENT_TEAMS_SQL})))`;

/** A whole query: one row when user (?) is a member of conversation (?) of promotion (?). */
export const IS_CONVERSATION_MEMBER_SQL = `SELECT c.id FROM conversations c
  LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = ?
  WHERE c.id = ? AND c.promotion_id = ? AND ${CONVERSATION_MEMBER_SQL}`;
