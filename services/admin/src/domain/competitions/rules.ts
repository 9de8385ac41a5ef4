import { unprocessable } from '@wellness/platform';

/** Spec 3 s5 behaviour messages, word for word. */
export const OUTSIDE_COMPETITION = 'Dates should fit the competition dates range. (start to end)';
export const START_AFTER_END = 'Start date should be before end date.';
/** Rules the spec leaves open (services/admin README "Competitions"). */
export const ENROLLMENT_ORDER = 'Enrollment start date should be before enrollment end date.';
export const ENROLLMENT_AFTER_START =
  'Enrollment should start on or before the competition start date.';
export const ENROLLMENT_AFTER_END = 'Enrollment should end on or before the competition end date.';
export const TEAM_SIZE_ORDER = 'Team size minimum should not be more than the team size maximum.';
export const FREEZE_OUTSIDE = 'Freeze date should fit the competition dates range.';
export const END_WITHOUT_START = 'An end date needs a start date.';

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day (2026-02-30 does not), else 422 naming the field. */
export function realDay(day: string, field: string): string {
  const ms = utc(day);
  if (Number.isNaN(ms) || dayOf(ms) !== day) {
    throw unprocessable(`${field} must be a real date (YYYY-MM-DD).`);
  }
  return day;
}

/** Spec 3 s5: "Competition end date = start + comp_length - 1 days." */
export const competitionEnd = (startsOn: string, compLength: number) =>
  dayOf(utc(startsOn) + (compLength - 1) * DAY_MS);

export interface CompetitionRuleInput {
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  comp_length: number;
  team_size_min: number;
  team_size_max: number;
  freeze_team_scores: boolean;
  freeze_team_scores_on: string | null;
}

/** Checks a competition's fields against one another; answers its end date. */
export function checkCompetition(input: CompetitionRuleInput): string {
  realDay(input.enrollment_starts_on, 'enrollment_starts_on');
  realDay(input.enrollment_ends_on, 'enrollment_ends_on');
  realDay(input.competition_starts_on, 'competition_starts_on');
  const end = competitionEnd(input.competition_starts_on, input.comp_length);
  if (input.enrollment_starts_on > input.enrollment_ends_on) throw unprocessable(ENROLLMENT_ORDER);
  if (input.enrollment_starts_on > input.competition_starts_on) {
    throw unprocessable(ENROLLMENT_AFTER_START);
  }
  if (input.enrollment_ends_on > end) throw unprocessable(ENROLLMENT_AFTER_END);
  if (input.team_size_min > input.team_size_max) throw unprocessable(TEAM_SIZE_ORDER);
  const freeze = input.freeze_team_scores_on;
  if (input.freeze_team_scores && freeze !== null) {
    realDay(freeze, 'freeze_team_scores_on');
    if (freeze < input.competition_starts_on || freeze > end) throw unprocessable(FREEZE_OUTSIDE);
  }
  return end;
}

/**
 * Spec 3 s5 behaviour dates: start not after end; with only a start, end = start; inside the
 * competition when the behaviour belongs to one. No dates: the whole competition.
 */
export function behaviourDates(
  start: string | null,
  end: string | null,
  competition: { competition_starts_on: string; competition_ends_on: string } | null,
): { start: string | null; end: string | null } {
  if (start === null) {
    if (end !== null) throw unprocessable(END_WITHOUT_START);
    return { start: null, end: null };
  }
  realDay(start, 'start');
  const last = end === null ? start : realDay(end, 'end');
  if (start > last) throw unprocessable(START_AFTER_END);
  if (
    competition &&
    (start < competition.competition_starts_on || last > competition.competition_ends_on)
  ) {
    throw unprocessable(OUTSIDE_COMPETITION);
  }
  return { start, end: last };
}
