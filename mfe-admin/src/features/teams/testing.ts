import { buildUser } from '@wellness/shared-ui/testing';
import type { Team, TeamMember } from './api/teams-api';

/** Fixtures of the team administration's component tests. */
export const coordinator = {
  body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} },
};

export const member = (id: number, first: string, last: string, isLeader = false): TeamMember => ({
  id,
  team_id: 9,
  user_id: 100 + id,
  is_leader: isLeader,
  user: {
    id: 100 + id,
    email: `${first.toLowerCase()}@demo.test`,
    profile: { first_name: first, last_name: last, full_name: `${first} ${last}`, image_url: null },
  },
});

export function team(fields: Partial<Team> = {}): Team {
  const members = fields.team_members ?? [member(1, 'Pat', 'Doe', true), member(2, 'Sam', 'Lee')];
  return {
    id: 9,
    name: 'Walkers',
    status: 1,
    competition_id: 5,
    promotion_id: 2,
    leader: { id: 101, profile: { first_name: 'Pat', last_name: 'Doe', image_url: null } },
    member_count: members.length,
    is_full: false,
    team_size_min: 2,
    team_size_max: 4,
    total_points: 1000,
    avg_points: 333.3333,
    completed_works_count: 2,
    ...fields,
    team_members: members,
  };
}

export const competition = (fields: Record<string, unknown> = {}) => ({
  id: 5,
  competition_starts_on: '2026-12-01',
  competition_ends_on: '2026-12-28',
  enrollment_starts_on: '2026-11-20',
  during_enrollment: true,
  during_competition: false,
  after_competition: false,
  current_date: '2026-11-27',
  ...fields,
});

export const ok = (data: unknown) => ({ body: { data, meta: {} } });
