import type { Sql } from '@wellness/platform';
import { containing, inList, limitClause } from '@wellness/platform';
import type { PageRequest } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import { teamNotFound } from './messages';

/**
 * A team's members are its team_members rows whose user's team_id is still the team: a
 * deleted team keeps its rows (for an undelete) while its former members move on.
 */
const MEMBERS_OF = `team_members m JOIN users u ON u.id = m.user_id AND u.team_id = m.team_id`;

export interface TeamRow {
  id: number;
  name: string;
  status: number;
  competition_id: number | null;
  promotion_id: number;
  completed_works_count: number;
  member_count: number;
  total_points: number;
  team_size_min: number | null;
  team_size_max: number | null;
  leader_id: number | null;
  leader_first_name: string | null;
  leader_last_name: string | null;
  leader_image_url: string | null;
}

const TEAM_SELECT = `SELECT t.id, t.name, t.status, t.competition_id, t.promotion_id,
    t.completed_works_count, c.team_size_min, c.team_size_max,
    (SELECT COUNT(*) FROM ${MEMBERS_OF} WHERE m.team_id = t.id) AS member_count,
    (SELECT COALESCE(SUM(u.total_points), 0) FROM ${MEMBERS_OF} WHERE m.team_id = t.id) AS total_points,
    l.id AS leader_id, l.first_name AS leader_first_name, l.last_name AS leader_last_name,
    l.image_url AS leader_image_url
  FROM teams t
  LEFT JOIN competitions c ON c.id = t.competition_id
  LEFT JOIN team_members lm ON lm.team_id = t.id AND lm.is_leader = 1
    AND EXISTS (SELECT 1 FROM users lu WHERE lu.id = lm.user_id AND lu.team_id = t.id)
  LEFT JOIN users l ON l.id = lm.user_id`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The contract's Team object (without members). */
export function serializeTeam(row: TeamRow) {
  const memberCount = Number(row.member_count);
  const total = Number(row.total_points);
  const max = row.team_size_max === null ? 4 : Number(row.team_size_max);
  return {
    id: Number(row.id),
    name: row.name,
    status: Number(row.status),
    competition_id: row.competition_id === null ? null : Number(row.competition_id),
    promotion_id: Number(row.promotion_id),
    leader:
      row.leader_id === null
        ? null
        : {
            id: Number(row.leader_id),
            profile: {
              first_name: row.leader_first_name ?? '',
              last_name: row.leader_last_name ?? '',
              image_url: row.leader_image_url,
            },
          },
    member_count: memberCount,
    is_full: Number(row.status) !== TEAM_STATUS.deleted && memberCount >= max,
    team_size_min: row.team_size_min === null ? 4 : Number(row.team_size_min),
    team_size_max: max,
    total_points: total,
    avg_points: memberCount ? oneDecimal(total / memberCount) : 0,
    completed_works_count: Number(row.completed_works_count),
  };
}
export type Team = ReturnType<typeof serializeTeam>;

/** The team row of the promotion, else 404 "Team could not be found" (spec 2 s8). */
export async function teamRow(sql: Sql, promotionId: number, teamId: number): Promise<TeamRow> {
  const [row] = (await sql.query(`${TEAM_SELECT} WHERE t.id = ? AND t.promotion_id = ?`, [
    teamId,
    promotionId,
  ])) as TeamRow[];
  if (!row) throw teamNotFound();
  return row;
}

interface MemberRow {
  id: number;
  team_id: number;
  user_id: number;
  promotion_id: number;
  is_leader: number;
  email: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** The contract's TeamMember; `email` only for staff. */
function serializeMember(row: MemberRow, withEmail: boolean) {
  return {
    id: Number(row.id),
    team_id: Number(row.team_id),
    user_id: Number(row.user_id),
    promotion_id: Number(row.promotion_id),
    is_leader: Boolean(row.is_leader),
    user: {
      id: Number(row.user_id),
      ...(withEmail ? { email: row.email } : {}),
      profile: {
        first_name: row.first_name,
        last_name: row.last_name,
        full_name: `${row.first_name} ${row.last_name}`.trim(),
        image_url: row.image_url,
      },
    },
  };
}
export type TeamMember = ReturnType<typeof serializeMember>;

/** The members of teams, leader first, then by how long they have been on the team. */
export async function membersOf(sql: Sql, teamIds: number[], withEmail: boolean) {
  const rows = (await sql.query(
    `SELECT m.id, m.team_id, m.user_id, m.promotion_id, m.is_leader, u.email, u.first_name,
            u.last_name, u.image_url
       FROM ${MEMBERS_OF} WHERE m.team_id IN (?)
      ORDER BY m.is_leader DESC, m.created_at, m.id`,
    [inList(teamIds)],
  )) as MemberRow[];
  return rows.map((row) => serializeMember(row, withEmail));
}

/** One team with its members (GET /teams/{id}). */
export async function teamWithMembers(
  sql: Sql,
  promotionId: number,
  teamId: number,
  withEmail: boolean,
) {
  const team = serializeTeam(await teamRow(sql, promotionId, teamId));
  return { ...team, team_members: await membersOf(sql, [team.id], withEmail) };
}

export interface TeamListQuery extends PageRequest {
  status: 'all' | 'official' | 'pending';
  forJoin: boolean;
  query: string;
  sort: 'member_count' | 'name' | 'total_points';
  sortDir: 'asc' | 'desc';
  includeDeleted: boolean;
}

/** The teams of a competition (GET /competitions/{id}/teams). */
export async function listTeams(sql: Sql, competitionId: number, list: TeamListQuery) {
  const where = ['t.competition_id = ?'];
  const parameters: unknown[] = [competitionId];
  if (list.status === 'official') where.push(`t.status = ${TEAM_STATUS.official}`);
  else if (list.status === 'pending') where.push(`t.status = ${TEAM_STATUS.pending}`);
  if (!list.includeDeleted || list.forJoin) where.push(`t.status <> ${TEAM_STATUS.deleted}`);
  if (list.query) {
    where.push('t.name LIKE ?');
    parameters.push(containing(list.query));
  }
  const joinable = list.forJoin ? 'WHERE member_count < COALESCE(team_size_max, 4)' : '';
  const direction = list.sortDir === 'desc' ? 'DESC' : 'ASC';
  const teams = `SELECT * FROM (${TEAM_SELECT} WHERE ${where.join(' AND ')}) teams ${joinable}`;
  const rows = (await sql.query(
    `${teams} ORDER BY ${list.sort} ${direction}, name ASC, id ASC${limitClause(list)}`,
    parameters,
  )) as TeamRow[];
  const [{ total }] = (await sql.query(
    `SELECT COUNT(*) AS total FROM (${teams}) counted`,
    parameters,
  )) as Array<{ total: number }>;
  return { teams: rows.map(serializeTeam), total: Number(total) };
}
