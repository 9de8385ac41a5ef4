import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useGetContentQuery,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import type { ContentItem, Promotion } from '@wellness/shared-ui';
import { useMemo } from 'react';
import { useGetFavoriteTipsQuery } from '../api/tips-api';

export interface TipsState {
  promotion: Promotion | undefined;
  /** The promotion's tips in the content loader's order (its overrides win over defaults). */
  tips: ContentItem[];
  favoriteIds: ReadonlySet<number>;
  /** False for a signed-out visitor, who reads the tips but keeps no favourites and shares nothing. */
  signedIn: boolean;
  isLoading: boolean;
  isError: boolean;
  retrying: boolean;
  retry: () => void;
}

const NO_TIPS: ContentItem[] = [];

/** The tips of the promotion this host serves, with the signed-in user's favourites. */
export function useTips(): TipsState {
  const promotion = useGetCurrentPromotionQuery();
  const me = useGetMeQuery();
  const promotionId = promotion.data?.id;
  const content = useGetContentQuery(
    promotionId === undefined ? skipToken : { promotionId, category: 'tips' },
  );
  const favorites = useGetFavoriteTipsQuery(me.data ? undefined : skipToken);
  const favoriteIds = useMemo(
    () => new Set((favorites.data ?? []).map((tip) => tip.id)),
    [favorites.data],
  );
  return {
    promotion: promotion.data,
    tips: content.data ?? NO_TIPS,
    favoriteIds,
    signedIn: !!me.data,
    isLoading: promotion.isLoading || content.isLoading || (!content.data && !content.isError),
    isError: promotion.isError || content.isError,
    retrying: promotion.isFetching || content.isFetching,
    retry: () => {
      if (promotion.isError) void promotion.refetch();
      else void content.refetch();
      if (favorites.isError) void favorites.refetch();
    },
  };
}
