import type { FastifyInstance } from 'fastify';
import { dayAfter } from './competitions';
import { insert, insertUser } from './rows';

type Db = FastifyInstance['db'];

/** The teams' shared records: a competition in enrolment and two teams anyone may ask to join. */
export interface SharedTeams {
  competitionId: number;
  /** Every caller holds two requests to this team (resend, withdraw). */
  askedTeamId: number;
  /** Every caller asks to join this one (POST /users/:id/team_invites). */
  openTeamId: number;
  /** A finished week work of the asked team (GET /work/:work_id?team=true). */
  teamWorkId: number;
}

/**
 * A caller's team records, used in the order the social service declares the team routes
 * (services/social src/routes/teams/index.ts): the caller leads `teamId` with two more members,
 * a request and an invite open; they invite, answer, withdraw, add (staff), remove a member,
 * delete their team, then resend and withdraw their own requests, ask to join a team and found
 * a new one.
 */
export interface OwnTeams {
  teamId: number;
  /** Their own member row (a leader change to themselves) and a member they remove. */
  ownMemberId: number;
  removableMemberId: number;
  /** A request to their team that they accept, an invite of theirs that they withdraw. */
  requestId: number;
  withdrawableInviteId: number;
  /** Teamless users: one they invite, one a coordinator adds. */
  inviteeId: number;
  addableUserId: number;
  /** Their own unresponded requests to the shared asked team. */
  ownRequestId: number;
  withdrawableRequestId: number;
}

async function team(db: Db, promotionId: number, competitionId: number, name: string) {
  return insert(db, 'teams', {
    promotion_id: promotionId,
    competition_id: competitionId,
    name,
    status: 1,
  });
}

async function member(db: Db, promotionId: number, teamId: number, userId: number, leader = false) {
  await db.query('UPDATE users SET team_id = ? WHERE id = ?', [teamId, userId]);
  return insert(db, 'team_members', {
    team_id: teamId,
    user_id: userId,
    promotion_id: promotionId,
    is_leader: leader,
  });
}

const invite = (db: Db, promotionId: number, teamId: number, userId: number, type: 'I' | 'R') =>
  insert(db, 'team_invites', {
    promotion_id: promotionId,
    team_id: teamId,
    user_id: userId,
    invite_type: type,
    status: 'U',
  });

export async function arrangeSharedTeams(
  db: Db,
  promotionId: number,
  today: string,
  styleImageId: number,
): Promise<SharedTeams> {
  const competitionId = await insert(db, 'competitions', {
    promotion_id: promotionId,
    enrollment_starts_on: dayAfter(today, -1),
    enrollment_ends_on: dayAfter(today, 6),
    competition_starts_on: dayAfter(today, 7),
    competition_ends_on: dayAfter(today, 34),
    comp_length: 28,
    team_size_min: 2,
    team_size_max: 10,
  });
  const leaderTeam = async (name: string, email: string) => {
    const teamId = await team(db, promotionId, competitionId, name);
    await member(db, promotionId, teamId, await insertUser(db, promotionId, email), true);
    return teamId;
  };
  const askedTeamId = await leaderTeam('Guardrail asked team', 'asked.leader@demo.test');
  return {
    competitionId,
    askedTeamId,
    openTeamId: await leaderTeam('Guardrail open team', 'open.leader@demo.test'),
    teamWorkId: await insert(db, 'team_works', {
      promotion_id: promotionId,
      team_id: askedTeamId,
      competition_id: competitionId,
      week: 1,
      segments_available: 20,
      completed_at: `${today} 00:00:00`,
      style_image_id: styleImageId,
    }),
  };
}

/** Arranges the team records of the user `userId` (`n` keeps names apart). */
export async function arrangeOwnTeams(
  db: Db,
  promotionId: number,
  shared: SharedTeams,
  userId: number,
  n: number,
): Promise<OwnTeams> {
  const user = (who: string) => insertUser(db, promotionId, `team${n}.${who}@demo.test`);
  const teamId = await team(db, promotionId, shared.competitionId, `Guardrail team ${n}`);
  const ownMemberId = await member(db, promotionId, teamId, userId, true);
  await member(db, promotionId, teamId, await user('stays'));
  const removableMemberId = await member(db, promotionId, teamId, await user('removed'));
  return {
    teamId,
    ownMemberId,
    removableMemberId,
    requestId: await invite(db, promotionId, teamId, await user('requester'), 'R'),
    withdrawableInviteId: await invite(db, promotionId, teamId, await user('uninvited'), 'I'),
    inviteeId: await user('invitee'),
    addableUserId: await user('added'),
    ownRequestId: await invite(db, promotionId, shared.askedTeamId, userId, 'R'),
    withdrawableRequestId: await invite(db, promotionId, shared.askedTeamId, userId, 'R'),
  };
}
