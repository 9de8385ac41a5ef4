import { LoadingBlock, RetryPanel, useGetCurrentPromotionQuery } from '@wellness/shared-ui';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * leaderboard: /leaderboard picks a tab from the promotion's flags. Only the individual board
 * exists so far; without it the participant goes home.
 */
export function LeaderboardIndexRedirect() {
  const { data: promotion, isLoading, refetch } = useGetCurrentPromotionQuery();
  if (isLoading) return <LoadingBlock />;
  if (!promotion) return <RetryPanel message="Could not load the program." onRetry={refetch} />;
  const target = promotion.is_show_individual_leaderboard
    ? paths['leaderboard.individual']
    : paths['go.u.home'];
  return <Navigate to={target} replace />;
}
