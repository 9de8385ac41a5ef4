import { useLocation } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector, useGetMeQuery } from '@wellness/shared-ui';
import { useGetPromotionSummaryQuery } from '../api/dashboard-api';
import { selectPickedPromotionId } from '../lib/dashboard-slice';
import { picksPromotion, tabOfPath } from '../lib/tab-visibility';

/**
 * The promotion the dashboard works on: a coordinator's own; for a user with the picker the
 * promotion in the Reports address, else the one they picked, else their own.
 */
export function useDashboardPromotionId(): number | undefined {
  const { data: user } = useGetMeQuery();
  const picked = useAppSelector(selectPickedPromotionId);
  const { pathname } = useLocation();
  if (!user) return undefined;
  if (!picksPromotion(user.role)) return user.promotion_id;
  return tabOfPath(pathname).promotionId ?? picked ?? user.promotion_id;
}

/** The summary (flags, dates, welcome link) of the promotion the dashboard works on. */
export function useDashboardPromotion() {
  const promotionId = useDashboardPromotionId();
  const summary = useGetPromotionSummaryQuery(promotionId ?? skipToken);
  return { promotionId, ...summary };
}
