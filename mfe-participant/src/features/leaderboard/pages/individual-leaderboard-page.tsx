import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { IndividualLeaderboard } from '../components/individual-leaderboard';

/** leaderboard.individual: /leaderboard/individual. */
export function IndividualLeaderboardPage() {
  const { data: promotion, isLoading, refetch } = useGetCurrentPromotionQuery();
  if (isLoading) return <LoadingBlock />;
  if (!promotion) return <RetryPanel message="Could not load the program." onRetry={refetch} />;
  return (
    <>
      <PageTitle>Leaderboard</PageTitle>
      {promotion.is_show_individual_leaderboard ? (
        <IndividualLeaderboard promotion={promotion} />
      ) : (
        <EmptyState title="The individual leaderboard is not shown in this program." />
      )}
    </>
  );
}
