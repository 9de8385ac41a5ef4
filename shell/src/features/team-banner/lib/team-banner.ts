import type { Promotion, User } from '@wellness/shared-ui';
import { isDashboardOnly, isPoster } from '@wellness/shared-ui';

export const TEAM_BANNER = {
  pending: 'Team status: Pending. Visit the Team page.',
  invitation: 'You have a pending Team invitation.',
  startOrJoin: 'Visit the Team page to start or join a team.',
} as const;

/**
 * Spec 2 s4 "Team banner": shown to a participant who has completed getting started, has not
 * hidden it, while teams are enabled and enrolment is active, and who is not on an official team.
 */
export function teamBannerApplies(user: User, promotion: Promotion | undefined): boolean {
  return (
    !isDashboardOnly(user.role) &&
    !isPoster(user.role) &&
    user.has_seen_tutorial &&
    user.hide_team_banner !== true &&
    Boolean(promotion?.is_teams_enabled) &&
    promotion?.current_competition?.during_enrollment === true &&
    user.on_official_team !== true
  );
}

/**
 * The banner's text (spec 2 s4), or null for none: the leader of a pending team; else an
 * incoming invitation; nothing with only outgoing requests; else start or join. A member of a
 * pending team who is not its leader sees none (shell README "Team banner").
 */
export function teamBannerText(
  user: User,
  counts: { invitations: number; requests: number },
): string | null {
  if (user.team_id !== null) return user.team_leader === true ? TEAM_BANNER.pending : null;
  if (counts.invitations > 0) return TEAM_BANNER.invitation;
  if (counts.requests > 0) return null;
  return TEAM_BANNER.startOrJoin;
}
