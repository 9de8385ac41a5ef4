import type { Sql } from './leaderboards/keys';

/** The user's team as `/users/me` shows it (teams contract; spec 2 s3 User). */
export interface UserTeam {
  team_id: number | null;
  team_name: string | null;
  team_leader: boolean;
  on_official_team: boolean;
}

/** Reads users.team_id with the team's name, status and the user's leader flag. */
export async function userTeam(sql: Sql, userId: number): Promise<UserTeam> {
  const [row] = (await sql.query(
    `SELECT t.id, t.name, t.status, m.is_leader FROM users u
       JOIN teams t ON t.id = u.team_id AND t.status <> 2
       LEFT JOIN team_members m ON m.team_id = t.id AND m.user_id = u.id
      WHERE u.id = ?`,
    [userId],
  )) as Array<{ id: number; name: string; status: number; is_leader: number | null }>;
  if (!row) return { team_id: null, team_name: null, team_leader: false, on_official_team: false };
  return {
    team_id: Number(row.id),
    team_name: row.name,
    team_leader: Boolean(row.is_leader),
    on_official_team: Number(row.status) === 1,
  };
}

/**
 * A new registration takes the team invites that waited for its e-mail address (services/social
 * README "Teams"): unresponded ones of its promotion, now the user's. Answers how many.
 */
export async function attachWaitingTeamInvites(
  sql: Sql,
  promotionId: number,
  userId: number,
  email: string,
): Promise<number> {
  const result = (await sql.query(
    "UPDATE team_invites SET user_id = ? WHERE promotion_id = ? AND user_id IS NULL AND email = ? AND status = 'U'",
    [userId, promotionId, email.trim().toLowerCase()],
  )) as { affectedRows?: number };
  return Number(result.affectedRows ?? 0);
}
