import type { Promotion } from '@wellness/shared-ui';
import { useGetLeaderboardTopQuery } from '../api/leaderboard-api';
import { availableBoards } from '../lib/tabs';

/**
 * The boards this promotion shows the caller. The friends tab needs a friend: with the buddy
 * feature on, the friends board's first page says how many the caller has.
 */
export function useBoards(promotion: Promotion, userId: number) {
  const buddies = promotion.is_buddy_feature_displayed;
  const friends = useGetLeaderboardTopQuery(
    { promotionId: promotion.id, board: 'friends', userId },
    { skip: !buddies },
  );
  const friendCount = friends.data?.meta.friends ?? 0;
  return {
    boards: availableBoards(promotion, friendCount),
    friendCount,
    isLoading: buddies && friends.isLoading,
  };
}
