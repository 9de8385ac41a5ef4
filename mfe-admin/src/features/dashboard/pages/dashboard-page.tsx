import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Anchor, Group, Text } from '@mantine/core';
import { LoadingBlock, RetryPanel, useAppDispatch, useGetMeQuery } from '@wellness/shared-ui';
import type { PickerPromotion } from '../api/dashboard-api';
import { DashboardTabs } from '../components/dashboard-tabs';
import { PromotionPicker } from '../components/promotion-picker';
import { useDashboardPromotion } from '../hooks/use-dashboard-promotion';
import { promotionPicked } from '../lib/dashboard-slice';
import {
  isSuperUser,
  picksPromotion,
  tabOfPath,
  tabPath,
  usesDashboard,
  visibleTabs,
} from '../lib/tab-visibility';

export const PROMOTION_FAILED = 'Promotion could not be loaded.';

/**
 * The coordinator dashboard (coordinator.dashboard): the promotion picker for super users,
 * the tabs the rules leave, and the current tab. A hidden tab's address leads to a visible one.
 */
export function DashboardPage() {
  const { data: user } = useGetMeQuery();
  const { promotionId, data: promotion, error, isFetching, refetch } = useDashboardPromotion();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { tab: current, promotionId: addressed } = tabOfPath(pathname);

  // A Reports address names its promotion: later tabs keep working on it.
  useEffect(() => {
    if (user && picksPromotion(user.role) && addressed) dispatch(promotionPicked(addressed));
  }, [addressed, dispatch, user]);

  // Participants and posters have no dashboard: the shell sends them to their start page.
  if (user && !usesDashboard(user.role)) return <Navigate to="/" replace />;
  if (error) {
    return (
      <RetryPanel
        title="Dashboard"
        message={PROMOTION_FAILED}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!user || !promotion || promotion.id !== promotionId) return <LoadingBlock />;

  const tabs = visibleTabs(user.role, promotion);
  if (current && !tabs.includes(current)) {
    return <Navigate to={tabPath(tabs[0], promotion.id)} replace />;
  }
  // Coordinators always work on their own promotion, whatever a Reports address names.
  if (current === 'reports' && addressed !== promotion.id) {
    return <Navigate to={tabPath('reports', promotion.id)} replace />;
  }

  /** Switching keeps the tab; a super user on a launchpad goes to Reports (its only tab). */
  const pick = (next: PickerPromotion) => {
    dispatch(promotionPicked(next.id));
    const nextTabs = visibleTabs(user.role, next);
    if (current === 'reports' || (isSuperUser(user.role) && next.is_launchpad)) {
      void navigate(tabPath('reports', next.id));
    } else if (current && !nextTabs.includes(current)) {
      void navigate(tabPath(nextTabs[0], next.id));
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        {picksPromotion(user.role) ? (
          <PromotionPicker value={promotion.id} onPick={pick} />
        ) : (
          <Text fw={600}>{promotion.name}</Text>
        )}
        {/* Spec 1 "locations": the promotion's location tree and label settings. */}
        <Anchor component={Link} to={`/locations/view?promotionId=${promotion.id}`}>
          Locations
        </Anchor>
      </Group>
      <DashboardTabs tabs={tabs} current={current} promotionId={promotion.id} />
      <Outlet />
    </>
  );
}
