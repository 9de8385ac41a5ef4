import { Navigate } from 'react-router';
import { LoadingBlock, RetryPanel, useGetMeQuery } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useDashboardPromotion } from '../hooks/use-dashboard-promotion';
import { landingTab, tabPath, usesDashboard } from '../lib/tab-visibility';
import type { TabPromotion } from '../lib/tab-visibility';
import { PROMOTION_FAILED } from './dashboard-page';

/** The shell's expert area and home (outside this remote). */
const EXPERT_POSTS = '/wallexpert/posts';
const HOME = '/home';

/**
 * Where /dashboard and the bare /coordinator/dashboard lead (spec 3 "Root redirects"): the
 * master to the promotions list, a poster to the expert wall, staff to their first tab
 * (Stats; Reports for a super user on a launchpad), anyone else home.
 */
export function dashboardDestination(
  role: Role,
  promotion: (TabPromotion & { id: number }) | undefined,
): string | null {
  if (role === 'Master') return paths.promotions;
  if (role === 'Poster') return EXPERT_POSTS;
  if (!usesDashboard(role)) return HOME;
  if (!promotion) return null;
  return tabPath(landingTab(role, promotion), promotion.id);
}

export function DashboardRedirect() {
  const { data: user } = useGetMeQuery();
  const { data: promotion, error, isFetching, refetch } = useDashboardPromotion();
  if (error && user && usesDashboard(user.role) && user.role !== 'Master') {
    return (
      <RetryPanel
        title="Dashboard"
        message={PROMOTION_FAILED}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const destination = user ? dashboardDestination(user.role, promotion) : null;
  if (!destination) return <LoadingBlock />;
  return <Navigate to={destination} replace />;
}
