import { Skeleton, Stack, Text } from '@mantine/core';
import {
  ContentView,
  PageTitle,
  RetryPanel,
  firstError,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useGetEopQuery } from '../api/eop-api';

/** Spec 3 s8: what the page says when the end-of-programme content cannot be read. */
export const EOP_ERROR = 'Could not get EOP data.';

/**
 * go.u.endofprogram (/eop): the end-of-programme message for the participant's location (or
 * its region) when the promotion has one, otherwise the promotion's, then the default's.
 */
export function EopPage() {
  const promotion = useGetCurrentPromotionQuery();
  const me = useGetMeQuery();
  const promotionId = promotion.data?.id;
  const eop = useGetEopQuery(
    { promotionId: promotionId ?? 0, locationId: me.data?.location_id },
    { skip: promotionId === undefined || me.isLoading },
  );
  const failed = promotion.isError || eop.isError;
  const status = (eop.error as { status?: unknown } | undefined)?.status;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>End of Programme</PageTitle>
      {failed ? (
        <RetryPanel
          title={EOP_ERROR}
          message={
            typeof status === 'number' && status !== 500
              ? firstError(eop.error, 'Check your connection and try again.')
              : 'Check your connection and try again.'
          }
          onRetry={() => void (promotion.isError ? promotion.refetch() : eop.refetch())}
          retrying={promotion.isFetching || eop.isFetching}
        />
      ) : !eop.data ? (
        <Skeleton height={96} role="status" aria-label="Loading content" />
      ) : eop.data.data ? (
        <ContentView item={eop.data.data} titleOrder={2} />
      ) : (
        <Text c="dimmed">
          The programme has ended. Thank you for taking part — your points and badges stay here.
        </Text>
      )}
    </Stack>
  );
}
