import { useGetCurrentPromotionQuery } from '../session/session-api';
import { useGetContentQuery } from './content-api';
import type { ContentItem } from './content-api';

export interface ContentState {
  /** The category's items (of `key` only, when given), in sequence order. */
  items: ContentItem[];
  /** The first of them: what a single block shows. */
  item: ContentItem | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A new request is under way (a retry). */
  isFetching: boolean;
  /** Asks again after a failure (the promotion first, when that is what failed). */
  refetch: () => void;
}

/**
 * Reads a content category (and optionally one key) of the promotion this host serves.
 * Blocks of one category share one request.
 */
export function useContent(category: string, key?: string): ContentState {
  const promotion = useGetCurrentPromotionQuery();
  const promotionId = promotion.data?.id;
  const content = useGetContentQuery(
    { promotionId: promotionId ?? 0, category },
    { skip: promotionId === undefined },
  );
  // The spec orders a category by its items' sequence; the server's order is not relied on.
  const items = (content.data ?? [])
    .filter((item) => key === undefined || item.key === key)
    .sort((a, b) => a.sequence - b.sequence);
  return {
    items,
    item: items[0],
    isLoading: promotion.isLoading || content.isLoading,
    isError: promotion.isError || content.isError,
    isFetching: promotion.isFetching || content.isFetching,
    refetch: () => void (promotion.isError ? promotion.refetch() : content.refetch()),
  };
}
