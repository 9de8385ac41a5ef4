/** Spec 3 s8 messages of these screens, word for word. */
export const SAVE_COMPETITION_FAILED = 'Could not save Competition';
export const COMPETITIONS_NOT_FOUND = 'Competitions could not be found';
export const COMPETITION_NOT_FOUND = 'Competition could not be found';
export const SAVE_LEVELS_FAILED = 'Could not save levels';
export const DELETE_LEVEL_FAILED = 'Could not delete level!';
export const SAVE_THRESHOLD_FAILED = 'Could not save point threshold';
export const REMOVE_THRESHOLD_FAILED = 'Could not remove point threshold!';

/** The server's reasons under a failed save (a 500 has none: the spec's text alone). */
export function serverErrors(error: unknown): string[] {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
}

/** A positive integer route parameter, else undefined. */
export const positive = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** Spec 3 s9 date format MM/DD/YYYY for a YYYY-MM-DD day. */
export const shownDay = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '—';

/** The team scoring rules the editor offers (services/admin README "Team scoring rule"). */
export const SCORING_RULES = [
  { value: 'sum', label: 'Sum of members’ points' },
  { value: 'average', label: 'Average points per member' },
  { value: 'average_percent', label: 'Average per member as a % of the points possible so far' },
] as const;
