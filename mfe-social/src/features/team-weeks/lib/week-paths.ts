import type { CurrentCompetition } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

export const weekPath = (week: number) =>
  paths['go.u.teamcompetition.myteam.week'].replace(':week', String(week));
export const awardsPath = (week: number) =>
  paths['go.u.teamcompetition.awards'].replace(':week', String(week));

/** The competition's current week, at least 1 (before it starts the first week is shown). */
export const currentWeek = (competition: CurrentCompetition) =>
  Math.min(Math.max(1, competition.current_week), Math.max(1, competition.weeks));

/**
 * The week a URL names, when it is one of the competition's weeks that has begun; else null
 * (the page then opens the current week). Future weeks are not shown: nothing is there yet.
 */
export function shownWeek(param: string | undefined, competition: CurrentCompetition) {
  if (!param || !/^\d+$/.test(param)) return null;
  const week = Number(param);
  return week >= 1 && week <= currentWeek(competition) ? week : null;
}

/** Spec 2 s4: a team's weekly work is polled every 5 seconds while it is not complete. */
export const WORK_POLL_MS = 5000;

/** The content category of spec 2 s3 "competition and tips". */
export const COMPETITION_CONTENT = 'competition';

export const formatDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
