import type { CurrentCompetition, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

export const joinPath = paths['go.u.teamcompetition.join'];
export const createPath = paths['go.u.teamcompetition.create'];
export const myTeamPath = paths['go.u.teamcompetition.myteam'];
export const weekPath = (week: number) =>
  paths['go.u.teamcompetition.myteam.week'].replace(':week', String(week));
export const awardsPath = (week: number) =>
  paths['go.u.teamcompetition.awards'].replace(':week', String(week));

/**
 * Spec 2 s2 /myteam: stays for a user on an official team or while enrolment is active; a
 * user with no team goes to join; otherwise to the awards of the current week. Null: stay.
 */
export function myTeamRedirect(
  user: Pick<User, 'team_id' | 'on_official_team'>,
  competition: CurrentCompetition | null | undefined,
): string | null {
  if (user.team_id === null) return joinPath;
  if (user.on_official_team === true || competition?.during_enrollment === true) return null;
  return awardsPath(Math.max(1, competition?.current_week ?? 1));
}

/**
 * The prestart wizard's my team (spec 2 s2 equivalents): the team step only exists while
 * enrolment is active, so a user with no team goes to the prestart join; otherwise it stays.
 */
export const prestartMyTeamRedirect = (user: Pick<User, 'team_id'>, join: string) =>
  user.team_id === null ? join : null;
