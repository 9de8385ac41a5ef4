import type { Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/** The dashboard's tabs in the spec's order (spec 3 section 2). */
export const DASHBOARD_TABS = [
  'stats',
  'reports',
  'participants',
  'teams',
  'promotional_tools',
  'flagged_posts',
  'eligibility',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  stats: 'Stats',
  reports: 'Reports',
  participants: 'Participants',
  teams: 'Teams',
  promotional_tools: 'Promotional Tools',
  flagged_posts: 'Flagged Posts',
  eligibility: 'Eligibility',
};

/** The promotion flags tab visibility depends on. */
export interface TabPromotion {
  is_launchpad: boolean;
  is_teams_enabled: boolean;
  is_eligibility_displayed: boolean;
}

const SUPER_USERS: readonly Role[] = ['Reseller', 'Super Coordinator'];

/** Reseller and Super Coordinator: the spec's "super user" (picker, launchpad restriction). */
export const isSuperUser = (role: Role) => SUPER_USERS.includes(role);

const DASHBOARD_USERS: readonly Role[] = ['Coordinator', 'Reseller', 'Super Coordinator', 'Master'];

/** Coordinator or above: the roles the dashboard's calls admit (services/admin README). */
export const usesDashboard = (role: Role) => DASHBOARD_USERS.includes(role);

/** Who gets the promotion picker: super users, and masters (who manage every promotion). */
export const picksPromotion = (role: Role) => isSuperUser(role) || role === 'Master';

/**
 * Which tabs a user sees on a promotion: Teams only with teams enabled, Eligibility only when
 * the promotion shows eligibility, Promotional Tools never on a launchpad, and a super user on
 * a launchpad sees Reports alone.
 */
export function visibleTabs(role: Role, promotion: TabPromotion): DashboardTab[] {
  if (isSuperUser(role) && promotion.is_launchpad) return ['reports'];
  return DASHBOARD_TABS.filter((tab) => {
    if (tab === 'teams') return promotion.is_teams_enabled;
    if (tab === 'eligibility') return promotion.is_eligibility_displayed;
    if (tab === 'promotional_tools') return !promotion.is_launchpad;
    return true;
  });
}

/** The address of a tab; Reports carries the promotion in its path. */
export function tabPath(tab: DashboardTab, promotionId: number): string {
  if (tab === 'reports') return paths['coordinator.dashboard.reports'](promotionId);
  return paths[`coordinator.dashboard.${tab}`];
}

/** Where a user lands on the dashboard of a promotion: Stats, or Reports when that is all. */
export const landingTab = (role: Role, promotion: TabPromotion): DashboardTab =>
  visibleTabs(role, promotion)[0];

const REPORTS_PATH = /^\/coordinator\/dashboard\/promotions\/(\d+)\/reports(\/|$)/;

/** The tab a dashboard address shows (null for the bare dashboard) and a promotion it names. */
export function tabOfPath(pathname: string): { tab: DashboardTab | null; promotionId?: number } {
  const reports = REPORTS_PATH.exec(pathname);
  if (reports) return { tab: 'reports', promotionId: Number(reports[1]) };
  const tab = DASHBOARD_TABS.find(
    (key) => key !== 'reports' && pathname.startsWith(paths[`coordinator.dashboard.${key}`]),
  );
  return { tab: tab ?? null };
}
