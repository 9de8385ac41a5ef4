import { useSearchParams } from 'react-router';
import { useGetMeQuery } from '@wellness/shared-ui';

/** The promotion edited: `?promotionId` (a super user's or master's pick), else the caller's own. */
export function useLocationsPromotionId(): number | undefined {
  const { data: user } = useGetMeQuery();
  const [params] = useSearchParams();
  const picked = Number(params.get('promotionId'));
  if (Number.isInteger(picked) && picked > 0) return picked;
  return user?.promotion_id;
}
