import type { CurrentCompetition } from '@wellness/shared-ui';
import { buildContentItem, buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import type { Team, TeamInvite, TeamMember } from '../features/teams/api/team-types';
import { ok } from './fixtures';

const person = (id: number, first: string, last: string) => ({
  id,
  profile: { first_name: first, last_name: last, full_name: `${first} ${last}`, image_url: null },
});

export function buildMember(
  id: number,
  teamId: number,
  userId: number,
  first: string,
  last: string,
  isLeader = false,
): TeamMember {
  return {
    id,
    team_id: teamId,
    user_id: userId,
    promotion_id: 2,
    is_leader: isLeader,
    user: person(userId, first, last),
  };
}

/** A pending team of the demo led by Pat Doe (user 10, the signed-in test user). */
export function buildTeam(overrides: Partial<Team> & Pick<Team, 'id'>): Team {
  const members = overrides.team_members ?? [
    buildMember(100 + overrides.id, overrides.id, 10, 'Pat', 'Doe', true),
  ];
  return {
    name: `Team ${overrides.id}`,
    status: 0,
    competition_id: 7,
    promotion_id: 2,
    leader: person(10, 'Pat', 'Doe'),
    member_count: members.length,
    is_full: false,
    team_size_min: 4,
    team_size_max: 4,
    team_members: members,
    total_points: 0,
    avg_points: 0,
    completed_works_count: 0,
    ...overrides,
  };
}

export function buildInvite(overrides: Partial<TeamInvite> & Pick<TeamInvite, 'id'>): TeamInvite {
  return {
    team_id: 5,
    team: { id: 5, name: 'Step Squad', status: 0, member_count: 2, is_full: false },
    user_id: 10,
    email: null,
    invite_type: 'I',
    status: 'U',
    message: null,
    updated_at: '2026-01-05T10:00:00.000Z',
    resent_at: null,
    user: person(10, 'Pat', 'Doe'),
    ...overrides,
  };
}

/** The competition content items the team screens read (category competition). */
export const competitionContent = [
  ['team_instructions', 'How teams work', 'Teams of four log together.'],
  ['no_teams', 'No teams yet', 'Be the first: start a team.'],
  ['team_pending', 'Your team is pending', 'Invite teammates: it becomes official at four.'],
  ['delete_team_warning', 'Delete this team?', 'Every member leaves the team.'],
  ['no_winners', 'No winners yet', 'No team finished its painting this week.'],
  ['in_progress', 'Painting in progress', 'The paintings are still being painted. Keep logging!'],
  ['no_work', 'No painting this week', 'It starts with the first activity a member logs.'],
].map(([key, title, content], index) =>
  buildContentItem({ id: 900 + index, category: 'competition', key, title, content }),
);

/** The session answers of a user of the demo in its enrolment week. */
export function teamSession(
  user: Partial<ReturnType<typeof buildUser>> = {},
  competition: Partial<CurrentCompetition> | null = {},
) {
  return {
    'GET /api/users/me': ok(buildUser(user)),
    'GET /api/promotions/current': ok(
      buildPromotion({
        is_teams_enabled: true,
        // The demo's competition, enrolling and running in week 1 unless the test says otherwise.
        current_competition:
          competition === null
            ? null
            : { during_enrollment: true, during_competition: true, ...competition },
      }),
    ),
    'GET /api/promotions/2/custom_content': ok(competitionContent),
  };
}
