import { skipToken } from '@reduxjs/toolkit/query';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { useGetPromotionStatsQuery } from '../api/dashboard-api';
import { ExportsPanel } from '../components/exports-panel';
import { StatCards } from '../components/stat-cards';
import { StatsCharts } from '../components/stats-charts';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';

export const NO_STATS = 'No Stats Found.';

/** The promotion's figures and charts (coordinator.dashboard.stats). */
export function StatsTab() {
  const promotionId = useDashboardPromotionId();
  const {
    data: stats,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetPromotionStatsQuery(promotionId ?? skipToken);
  const empty = stats && stats.participants === 0 && stats.activities_logged === 0;
  return (
    <>
      <PageTitle>Stats</PageTitle>
      {isLoading ? <LoadingBlock label="Loading stats" /> : null}
      {error ? (
        <RetryPanel
          title="Stats"
          message={firstError(error, NO_STATS)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {empty ? <EmptyState title={NO_STATS} /> : null}
      {stats && !empty ? (
        <>
          <StatCards stats={stats} />
          {stats.activities_logged > 0 ? (
            <StatsCharts stats={stats} />
          ) : (
            <EmptyState title={NO_STATS} description="Charts appear once activities are logged." />
          )}
        </>
      ) : null}
      {promotionId !== undefined ? <ExportsPanel promotionId={promotionId} /> : null}
    </>
  );
}
