import { useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';

/** Who reads the recipes: a signed-out visitor reads and prints (spec 3 s2 "Other"). */
export function useRecipeReader() {
  const promotion = useGetCurrentPromotionQuery();
  const me = useGetMeQuery();
  return {
    signedIn: !!me.data,
    canShare: !!promotion.data?.is_wall_enabled,
  };
}
