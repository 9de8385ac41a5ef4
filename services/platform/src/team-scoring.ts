import type { TeamScoringRule } from '@wellness/schema';

/** One day's points of one member of a team. */
export interface MemberDay {
  recorded_on: string;
  points: number;
}

/** The competition's window a team board reads (all days YYYY-MM-DD). */
export interface ScoringWindow {
  competition_starts_on: string;
  competition_ends_on: string;
  freeze_team_scores: boolean;
  freeze_team_scores_on: string | null;
  /** The promotion's current date. */
  today: string;
  /** The points a member can earn in one day (the promotion's daily cap). */
  points_possible_per_day: number;
}

export interface TeamScore {
  /** Spec 3 s2 Teams tab columns: total points, average points (one decimal). */
  total_points: number;
  avg_points: number;
  /** The average as a percentage of the points possible so far (one decimal). */
  percent_of_possible: number;
  /** What the board orders by under the competition's rule. */
  score: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The last day whose points count: today, never after the competition's end, and never after
 * freeze_team_scores_on when scores freeze (so a frozen board stops changing).
 */
export function lastCountedDay(window: ScoringWindow): string {
  const last = earlier(window.today, window.competition_ends_on);
  return window.freeze_team_scores && window.freeze_team_scores_on
    ? earlier(last, window.freeze_team_scores_on)
    : last;
}

/** Days of the competition that count so far (0 before it starts). */
export function daysCounted(window: ScoringWindow): number {
  const last = lastCountedDay(window);
  if (last < window.competition_starts_on) return 0;
  const diff =
    Date.parse(`${last}T00:00:00Z`) - Date.parse(`${window.competition_starts_on}T00:00:00Z`);
  return Math.round(diff / DAY_MS) + 1;
}

/**
 * A team's score (pure; services/admin README "Team scoring rule"): `sum` adds the members'
 * points; `average` divides them by the member count, so a team of 3 and a team of 4 with the
 * same average score the same; `average_percent` expresses that average as a percentage of
 * the points a member could have earned so far. Only days from the competition's start to
 * lastCountedDay count.
 */
export function teamScore(
  rule: TeamScoringRule,
  members: ReadonlyArray<ReadonlyArray<MemberDay>>,
  window: ScoringWindow,
): TeamScore {
  const last = lastCountedDay(window);
  const counts = (day: MemberDay) =>
    day.recorded_on >= window.competition_starts_on && day.recorded_on <= last;
  const total = members.reduce(
    (sum, days) => sum + days.filter(counts).reduce((acc, day) => acc + day.points, 0),
    0,
  );
  const average = members.length === 0 ? 0 : total / members.length;
  const possible = daysCounted(window) * window.points_possible_per_day;
  const percent = possible === 0 ? 0 : (average / possible) * 100;
  const score = { sum: total, average, average_percent: percent }[rule];
  return {
    total_points: total,
    avg_points: oneDecimal(average),
    percent_of_possible: oneDecimal(percent),
    score,
  };
}

/** Teams ordered by score, best first; equal scores share a rank (1, 1, 3). */
export function rankTeams<T extends { score: number }>(teams: readonly T[]) {
  const ordered = [...teams].sort((a, b) => b.score - a.score);
  return ordered.map((team) => ({
    ...team,
    rank: ordered.findIndex((other) => other.score === team.score) + 1,
  }));
}
