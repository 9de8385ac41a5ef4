import { Anchor, Button, Group, List, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useListPromotionsQuery } from '../api/promotions-api';
import { PromotionsTable } from '../components/promotions-table';
import { readRecentPromotions } from '../lib/recent-promotions';

/** Spec 3, section 8: the title of the list's failure. */
export const PROMOTIONS_FAILED = 'Promotions could not be loaded.';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The promotions list (state `promotions`, /promotions?org_id&reseller_id). */
export function PromotionsPage() {
  const [search] = useSearchParams();
  const orgId = idParam(search.get('org_id'));
  const resellerId = idParam(search.get('reseller_id'));
  const {
    data: promotions,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useListPromotionsQuery({
    ...(orgId ? { org_id: orgId } : {}),
    ...(resellerId ? { reseller_id: resellerId } : {}),
  });
  const recent = readRecentPromotions();

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Promotions</PageTitle>
        <Button component={Link} to={paths['promotion.create'](orgId)}>
          New promotion
        </Button>
      </Group>
      {recent.length ? (
        <nav aria-labelledby="recent-promotions">
          <Title order={2} size="h4" id="recent-promotions">
            Recent promotions
          </Title>
          <List>
            {recent.map((promotion) => (
              <List.Item key={promotion.id}>
                <Anchor component={Link} to={paths['promotion.view'](promotion.id)}>
                  {promotion.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      ) : null}
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
    </Stack>
  );
}
