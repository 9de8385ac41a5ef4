import { useParams, useSearchParams } from 'react-router';
import { useGetCurrentPromotionQuery } from '@wellness/shared-ui';

/**
 * The promotion an evaluation screen works on: the route's (/promotion/{id}/custom_prompts),
 * else the promotion_id query, else the promotion of the site it is opened on.
 */
export function usePromotionId(): number | undefined {
  const { promotionId } = useParams();
  const [search] = useSearchParams();
  const chosen = Number(promotionId ?? search.get('promotion_id'));
  const named = Number.isInteger(chosen) && chosen > 0;
  const current = useGetCurrentPromotionQuery(undefined, { skip: named });
  return named ? chosen : current.data?.id;
}
