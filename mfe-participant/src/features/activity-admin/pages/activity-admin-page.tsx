import { Alert } from '@mantine/core';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { isStaff } from '../../../lib/roles';
import { ActivityAdmin } from '../components/activity-admin';

export const NOT_ALLOWED = 'You are not allowed to manage activities.';

/**
 * go.u.promotion.activities: /activities?activityId&category. Staff only; the server refuses
 * everybody else anyway.
 */
export function ActivityAdminPage() {
  const meQuery = useGetMeQuery();
  const promotionQuery = useGetCurrentPromotionQuery();
  const me = meQuery.data;
  const promotion = promotionQuery.data;

  if (meQuery.isLoading || promotionQuery.isLoading) return <LoadingBlock />;
  if (!me || !promotion) {
    const retry = () => {
      void meQuery.refetch();
      void promotionQuery.refetch();
    };
    return <RetryPanel message="Could not load the program." onRetry={retry} />;
  }

  return (
    <>
      <PageTitle>Manage activities</PageTitle>
      {isStaff(me.role) ? (
        <ActivityAdmin promotionId={promotion.id} weeks={promotion.weeks} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {NOT_ALLOWED}
        </Alert>
      )}
    </>
  );
}
