import type { Sql } from '@wellness/platform';
import { notFound } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';

interface InviteRow {
  id: number;
  team_id: number;
  user_id: number | null;
  email: string | null;
  invite_type: 'I' | 'R';
  status: 'U' | 'A' | 'D';
  message: string | null;
  updated_at: Date;
  resent_at: Date | null;
  team_name: string;
  team_status: number;
  member_count: number;
  team_size_max: number | null;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
}

const INVITE_SELECT = `SELECT i.id, i.team_id, i.user_id, i.email, i.invite_type, i.status, i.message,
    i.updated_at, i.resent_at, t.name AS team_name, t.status AS team_status, c.team_size_max,
    (SELECT COUNT(*) FROM team_members m JOIN users mu ON mu.id = m.user_id AND mu.team_id = m.team_id
      WHERE m.team_id = t.id) AS member_count,
    u.first_name, u.last_name, u.image_url
  FROM team_invites i JOIN teams t ON t.id = i.team_id
  LEFT JOIN competitions c ON c.id = t.competition_id
  LEFT JOIN users u ON u.id = i.user_id`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** The contract's Invite object. */
export function serializeInvite(row: InviteRow) {
  const count = Number(row.member_count);
  const status = Number(row.team_status);
  return {
    id: Number(row.id),
    team_id: Number(row.team_id),
    team: {
      id: Number(row.team_id),
      name: row.team_name,
      status,
      member_count: count,
      is_full: status !== TEAM_STATUS.deleted && count >= Number(row.team_size_max ?? 4),
    },
    user_id: row.user_id === null ? null : Number(row.user_id),
    email: row.email,
    invite_type: row.invite_type,
    status: row.status,
    message: row.message,
    updated_at: iso(row.updated_at)!,
    resent_at: iso(row.resent_at),
    user:
      row.user_id === null || row.first_name === null
        ? null
        : {
            id: Number(row.user_id),
            profile: {
              first_name: row.first_name,
              last_name: row.last_name ?? '',
              full_name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
              image_url: row.image_url,
            },
          },
  };
}
export type Invite = ReturnType<typeof serializeInvite>;

export type InviteKind = 'invited' | 'requested' | 'pending' | undefined;

const kindFilter = (kind: InviteKind, unresponded: boolean) => {
  const where: string[] = [];
  if (kind === 'invited') where.push("i.invite_type = 'I'");
  if (kind === 'requested') where.push("i.invite_type = 'R'");
  if (kind === 'pending' || unresponded) where.push("i.status = 'U'");
  return where;
};

/** GET /teams/{id}/invites: newest first. */
export async function invitesOfTeam(
  sql: Sql,
  teamId: number,
  kind: InviteKind,
  unresponded: boolean,
) {
  const where = ['i.team_id = ?', ...kindFilter(kind, unresponded)];
  const rows = (await sql.query(
    `${INVITE_SELECT} WHERE ${where.join(' AND ')} ORDER BY i.updated_at DESC, i.id DESC`,
    [teamId],
  )) as InviteRow[];
  return rows.map(serializeInvite);
}

/** GET /users/{id}/team_invites: the user's invites and requests of their promotion. */
export async function invitesOfUser(
  sql: Sql,
  promotionId: number,
  userId: number,
  kind: InviteKind,
  unresponded: boolean,
) {
  const where = ['i.user_id = ?', 'i.promotion_id = ?', ...kindFilter(kind, unresponded)];
  const rows = (await sql.query(
    `${INVITE_SELECT} WHERE ${where.join(' AND ')} ORDER BY i.updated_at DESC, i.id DESC`,
    [userId, promotionId],
  )) as InviteRow[];
  return rows.map(serializeInvite);
}

/** One invite by id, else 404 "Invite could not be found". */
export async function inviteById(sql: Sql, inviteId: number) {
  const [row] = (await sql.query(`${INVITE_SELECT} WHERE i.id = ?`, [inviteId])) as InviteRow[];
  if (!row) throw notFound('Invite');
  return serializeInvite(row);
}
