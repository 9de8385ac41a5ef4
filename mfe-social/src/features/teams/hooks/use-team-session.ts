import { useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';

/** The signed-in user, the promotion and its current competition (teams contract). */
export function useTeamSession() {
  const me = useGetMeQuery();
  const promotion = useGetCurrentPromotionQuery();
  return {
    user: me.data,
    promotion: promotion.data,
    competition: promotion.data?.current_competition ?? null,
    isLoading: me.isLoading || promotion.isLoading,
  };
}
