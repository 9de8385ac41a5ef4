import { LoadingBlock, RetryPanel, useGetCurrentPromotionQuery } from '@wellness/shared-ui';
import { Navigate } from 'react-router';
import { activitiesWeekPath } from '../../../config/paths';
import { lastOpenWeek } from '../lib/logging-rules';

/** go.u.activities: /activities opens the current week's log. */
export function CurrentWeekRedirect() {
  const { data: promotion, isLoading, refetch } = useGetCurrentPromotionQuery();
  if (isLoading) return <LoadingBlock />;
  if (!promotion) return <RetryPanel message="Could not load the program." onRetry={refetch} />;
  return <Navigate to={activitiesWeekPath(Math.max(lastOpenWeek(promotion), 1))} replace />;
}
