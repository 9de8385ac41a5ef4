import type { Team, TeamCompetition } from '../api/teams-api';
import { TEAM_STATUS } from '../api/teams-api';

/**
 * Spec 2 s8 (and 3 s8) for the team screens: the errors list from the response, else
 * 'Unexpected Error. Status: {status}'.
 */
export function teamErrors(error: unknown): string[] {
  const failure = error as { status?: number | string; data?: { errors?: unknown } } | undefined;
  const errors = failure?.data?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String);
  return [`Unexpected Error. Status: ${failure?.status ?? 'unknown'}`];
}

/**
 * The competition the Teams tab shows (the teams contract's rule): one whose enrolment or
 * competition is running, the latest starting; else the next to start; else the last ended.
 */
export function currentCompetition(competitions: TeamCompetition[]): TeamCompetition | null {
  const byStart = [...competitions].sort((a, b) =>
    b.competition_starts_on.localeCompare(a.competition_starts_on),
  );
  const running = byStart.find((c) => c.during_enrollment || c.during_competition);
  if (running) return running;
  const upcoming = byStart
    .filter((c) => !c.after_competition)
    .sort((a, b) => a.competition_starts_on.localeCompare(b.competition_starts_on));
  return upcoming[0] ?? byStart[0] ?? null;
}

export const STATUS_LABEL: Record<Team['status'], string> = {
  [TEAM_STATUS.pending]: 'Pending',
  [TEAM_STATUS.official]: 'Official',
  [TEAM_STATUS.deleted]: 'Deleted',
};

/** Spec 3 "Teams tab": the average to one decimal. */
export const formatAverage = (value: number) => value.toFixed(1);

export const leaderName = (team: Team) =>
  team.leader ? `${team.leader.profile.first_name} ${team.leader.profile.last_name}` : '—';
