import { HttpError, unprocessable } from '@wellness/platform';

/**
 * The teams' refusals. Spec 2 s8 names "Team could not be found" (notFound('Team')); the
 * others are ours (services/social README "Teams", "Messages").
 */
/** Spec 2 s8: "Team not found: 'Team could not be found'". */
export const TEAM_NOT_FOUND = 'Team could not be found';
export const NOT_ALLOWED = 'You are not allowed to do that.';
export const ENROLLMENT_CLOSED =
  'Teams can only be changed while the competition’s enrollment is open.';
export const ALREADY_ON_TEAM = 'You are already on a team.';
export const USER_ON_TEAM = 'This user is already on a team.';
export const TEAM_FULL = 'This team is full.';
export const TEAM_DELETED = 'This team has been deleted.';
export const NAME_REQUIRED = 'Please enter a team name.';
export const NAME_TAKEN = 'A team with this name already exists.';
export const ALREADY_INVITED = 'This user has already been invited to your team.';
export const EMAIL_ALREADY_INVITED = 'This e-mail address has already been invited to your team.';
export const ALREADY_REQUESTED = 'You have already asked to join this team.';
export const INVITE_ANSWERED = 'This invite has already been answered.';
export const INVITE_TARGET = 'Invite one user or one e-mail address.';
export const INVALID_EMAIL = 'Please enter a valid e-mail address.';
export const SEARCH_TOO_SHORT = 'Search with at least 3 characters.';
export const STATUS_BY_STAFF = 'Only coordinators can change a team’s status.';

export const forbidden = () => new HttpError(403, NOT_ALLOWED);
export const refused = unprocessable;
export const conflict = (message: string) => new HttpError(409, message);
export const teamNotFound = () => new HttpError(404, TEAM_NOT_FOUND);
