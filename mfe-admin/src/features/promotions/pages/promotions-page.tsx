import { EmptyState, LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { useListPromotionsQuery } from '../api/promotions-api';
import { PromotionsTable } from '../components/promotions-table';

/** Spec 3, section 8: the title of the list's failure. */
export const PROMOTIONS_FAILED = 'Promotions could not be loaded.';

/** Master's promotions list (state `promotions`). */
export function PromotionsPage() {
  const { data: promotions, error, isLoading, isFetching, refetch } = useListPromotionsQuery();

  return (
    <>
      <PageTitle>Promotions</PageTitle>
      {isLoading ? <LoadingBlock label="Loading promotions" /> : null}
      {error ? (
        <RetryPanel
          title={PROMOTIONS_FAILED}
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {promotions && promotions.length === 0 ? (
        <EmptyState
          title="No promotions yet"
          description="Promotions you create will be listed here."
        />
      ) : null}
      {promotions && promotions.length > 0 ? <PromotionsTable promotions={promotions} /> : null}
    </>
  );
}
