import { useDashboardPromotionId } from '../features/dashboard/hooks/use-dashboard-promotion';
import { TeamsOverviewTab } from '../features/teams/pages/teams-overview-tab';

/** The dashboard's Teams tab on the promotion the dashboard works on (the picker's, for masters). */
export function TeamsTabRoute() {
  return <TeamsOverviewTab promotionId={useDashboardPromotionId()} />;
}
