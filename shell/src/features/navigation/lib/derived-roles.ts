import { isDashboardOnly, isPoster } from '@wellness/shared-ui';
import type { Promotion, Role, User } from '@wellness/shared-ui';

/** The roles a promotion's state gives (spec 1 s4 "Navigation roles"). */
export const PROMOTION_ROLES = [
  'PromotionStarted',
  'Prestart',
  'PrestartWall',
  'Wall',
  'Buddies',
  'Leaderboard',
  'TeamCompetition',
  'TeamCompetitionInProgress',
] as const;

/** The roles team membership gives. */
export const TEAM_ROLES = ['OnTeam', 'OnOfficialTeam', 'NeedTeam'] as const;

/** The user's own state. */
export const USER_STATE_ROLES = [
  'Tutorial',
  'ShowProfileStats',
  'GoalUser',
  'JustStarted',
] as const;

/** Groups of user roles, so a menu names who it is for once (shell README "Navigation"). */
export const ROLE_GROUPS = ['Participant', 'Staff', 'DashboardOnly'] as const;

export type NavRole =
  | Role
  | (typeof ROLE_GROUPS)[number]
  | (typeof PROMOTION_ROLES)[number]
  | (typeof TEAM_ROLES)[number]
  | (typeof USER_STATE_ROLES)[number];

/**
 * Fields the navigation reads when the session has them. The team service and the stats
 * screens add them to GET /users/me and /promotions/current; until then they are absent and
 * the roles they give are off.
 */
export interface NavUser extends User {
  /** A programme evaluation is done: the stats screen has something to show (spec 3). */
  stats_available?: boolean;
}

export interface NavPromotion extends Promotion {
  /** The settings' goal page (spec 3 "Promotion flags"). */
  is_goal_page_enabled?: boolean;
}

/** Coordinator or above: the roles the admin service lets into the dashboard and content. */
const STAFF_ROLES: readonly Role[] = ['Coordinator', 'Super Coordinator', 'Reseller', 'Master'];

function userRoles(user: NavUser): NavRole[] {
  const roles: NavRole[] = [user.role];
  const participant = !isDashboardOnly(user.role) && !isPoster(user.role);
  if (participant) roles.push('Participant');
  if (STAFF_ROLES.includes(user.role)) roles.push('Staff');
  if (isDashboardOnly(user.role)) roles.push('DashboardOnly');
  return roles;
}

function promotionRoles(promotion: NavPromotion): NavRole[] {
  const competition = promotion.current_competition ?? null;
  const teams = promotion.is_teams_enabled;
  const flags: [NavRole, boolean][] = [
    ['PromotionStarted', promotion.has_started],
    ['Prestart', !promotion.has_started],
    ['PrestartWall', promotion.is_wall_enabled && !promotion.has_started],
    ['Wall', promotion.is_wall_enabled && promotion.has_started],
    ['Buddies', promotion.is_buddy_feature_displayed],
    // Spec 2 s2 (sitemap): the leaderboard needs the individual or the location board.
    [
      'Leaderboard',
      promotion.is_show_individual_leaderboard || promotion.is_show_location_leaderboard,
    ],
    ['TeamCompetition', teams],
    ['TeamCompetitionInProgress', teams && Boolean(competition?.during_competition)],
  ];
  return flags.filter(([, on]) => on).map(([role]) => role);
}

function teamRoles(user: NavUser, promotion: NavPromotion | undefined): NavRole[] {
  const onTeam = user.team_id !== null;
  const roles: NavRole[] = [];
  if (onTeam) roles.push('OnTeam');
  if (onTeam && user.on_official_team === true) roles.push('OnOfficialTeam');
  const enrolling =
    Boolean(promotion?.is_teams_enabled) &&
    Boolean(promotion?.current_competition?.during_enrollment);
  if (enrolling && !onTeam) roles.push('NeedTeam');
  return roles;
}

function stateRoles(user: NavUser, promotion: NavPromotion | undefined, participant: boolean) {
  const roles: NavRole[] = [];
  if (participant && !user.has_seen_tutorial) roles.push('Tutorial');
  if (user.stats_available === true) roles.push('ShowProfileStats');
  if (participant && promotion?.is_goal_page_enabled === true) roles.push('GoalUser');
  if (promotion?.has_started && promotion.current_week === 1) roles.push('JustStarted');
  return roles;
}

/**
 * The navigation's roles for this user in this promotion (spec 1 s4): the user's role and its
 * groups, the promotion's state, team membership and the user's own state. Pure: the same
 * session gives the same roles.
 */
export function deriveNavRoles(
  user: NavUser,
  promotion: NavPromotion | undefined,
): ReadonlySet<NavRole> {
  const own = userRoles(user);
  const participant = own.includes('Participant');
  return new Set<NavRole>([
    ...own,
    ...(promotion ? promotionRoles(promotion) : []),
    ...(participant ? teamRoles(user, promotion) : []),
    ...stateRoles(user, promotion, participant),
  ]);
}
