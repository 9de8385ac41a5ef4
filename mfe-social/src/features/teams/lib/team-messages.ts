/** The teams messages of spec 2 s8 and the dialogs of s2, word for word. */
export const TEAM_MESSAGES = {
  teamsFailed: 'Teams could not be found',
  teamNotFound: 'Team could not be found',
  teamInvitesFailed: 'Team User Invites could not be found.',
  teamRequestsFailed: 'Team User Requests could not be found.',
  userInvitesFailed: 'User Team Invites could not be found',
  userRequestsFailed: 'User Team Requests could not be found',
  usersFailed: 'Users could not be loaded.',
  inviteSent: 'Invite successfully sent!',
  requestSent: 'Request succesfully sent!',
  somethingWrong: 'Oops, something went wrong',
  resendRequestFailed: 'Could not resend request',
  acceptedTitle: 'Accepted!',
  accepted: (team: string) => `You're now a member of ${team}.`,
  requestSentTitle: 'Request Sent',
  requestSentText: (team: string) => `Your request to join ${team} was sent to the team leader.`,
} as const;

/** Spec 2 s8: "Oops, {first server error or 'could not save team', lower-cased}". */
export function saveTeamError(error: unknown): string {
  const errors = (error as { data?: { errors?: string[] } } | undefined)?.data?.errors;
  return `Oops, ${(errors?.[0] ?? 'could not save team').toLowerCase()}`;
}

/** Spec 2 s9: the join list starts at 20 and adds 20. */
export const JOIN_PAGE_SIZE = 20;
/** Spec 2 s5: team user search starts at 3 characters, 300 ms after typing stops. */
export const USER_SEARCH_MIN = 3;
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The content category of spec 2 s3 "competition and tips". */
export const COMPETITION_CONTENT = 'competition';

/** Spec 2 s3: only official and pending are shown as labels. */
export const statusLabel = (status: number) =>
  status === 1 ? 'Official' : status === 0 ? 'Pending' : null;
