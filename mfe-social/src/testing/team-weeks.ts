import type { TeamWeek, TeamWork, WeeklyWinner } from '../features/team-weeks/api/team-week-types';

/** Team 5's week work: `segments` of 20, complete at 20. */
export function buildTeamWork(week: number, segments: number, id = 70 + week): TeamWork {
  return {
    id,
    image_url: `/api/work/${id}/image?team=true&segments=${segments}`,
    team_id: 5,
    week,
    segments_available: segments,
    segments_total: 20,
    completed: segments >= 20,
    completed_at: segments >= 20 ? '2026-01-09T15:00:00.000Z' : null,
  };
}

/** GET /teams/5/all_activity?wk=N of Step Squad (Pat Doe, the signed-in user, and Sam Lee). */
export function buildTeamWeek(week: number, work: TeamWork | null): TeamWeek {
  const member = (user_id: number, first: string, last: string, points: number) => ({
    user_id,
    profile: { first_name: first, last_name: last, full_name: `${first} ${last}`, image_url: null },
    points,
    days_logged: 3,
    activities_logged: 5,
    segments: 4,
  });
  return {
    team: { id: 5, name: 'Step Squad', week, starts_on: '2026-01-05', ends_on: '2026-01-11' },
    work,
    members: [member(10, 'Pat', 'Doe', 120), member(20, 'Sam', 'Lee', 80)],
  };
}

export function buildWinner(rank: number, teamId: number, name: string): WeeklyWinner {
  return { rank, team: { id: teamId, name }, work: { ...buildTeamWork(1, 20), team_id: teamId } };
}
