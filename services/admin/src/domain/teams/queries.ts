import type { DataSource } from 'typeorm';
import { inList } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';

const STATUS_NAMES: Record<number, string> = {
  [TEAM_STATUS.pending]: 'pending',
  [TEAM_STATUS.official]: 'official',
};

interface MemberRow {
  team_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  is_leader: number | boolean;
  total_points: number;
}

/**
 * The promotion's teams that are not deleted (spec 3 "Teams tab"): total points are the sum of
 * the members' points, average points that total over the member count (0 for no members).
 */
export async function promotionTeams(db: DataSource, promotionId: number) {
  const teams: Array<{ id: number; name: string; status: number; completed_works_count: number }> =
    await db.query(
      'SELECT id, name, status, completed_works_count FROM teams WHERE promotion_id = ? AND status <> ? ORDER BY name, id',
      [promotionId, TEAM_STATUS.deleted],
    );
  if (teams.length === 0) return [];
  const ids = teams.map((team) => Number(team.id));
  const members: MemberRow[] = await db.query(
    `SELECT m.team_id, u.id AS user_id, u.first_name, u.last_name, m.is_leader, u.total_points
       FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id IN (?)
      ORDER BY m.is_leader DESC, u.last_name, u.first_name, u.id`,
    [inList(ids)],
  );
  return teams.map((team) => {
    const own = members
      .filter((member) => Number(member.team_id) === Number(team.id))
      .map((member) => ({
        id: Number(member.user_id),
        full_name: `${member.first_name} ${member.last_name}`.trim(),
        is_leader: Boolean(member.is_leader),
        total_points: Number(member.total_points),
      }));
    const total = own.reduce((sum, member) => sum + member.total_points, 0);
    return {
      id: Number(team.id),
      name: team.name,
      status: STATUS_NAMES[Number(team.status)] ?? 'pending',
      leader: own.find((member) => member.is_leader)?.full_name ?? null,
      member_count: own.length,
      completed_works_count: Number(team.completed_works_count),
      total_points: total,
      avg_points: own.length ? total / own.length : 0,
      members: own,
    };
  });
}
