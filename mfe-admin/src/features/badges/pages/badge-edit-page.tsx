import { Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetBadgeQuery } from '../api/badges-api';
import { BadgeForm } from '../components/badge-form';

const positive = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** /promotion/{promotionId}/badges/new and /badges/{badgeId}/edit. */
export function BadgeEditPage({ mode }: { mode: 'new' | 'edit' }) {
  const params = useParams();
  const promotionId = positive(params.promotionId);
  const id = mode === 'edit' ? positive(params.badgeId) : undefined;
  const loaded = useGetBadgeQuery(promotionId && id ? { promotionId, id } : skipToken);
  const title = mode === 'edit' ? 'Edit Badge' : 'New Badge';

  if (!promotionId || (mode === 'edit' && (!id || loaded.error))) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Badge"
          message="Badge could not be found"
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {mode === 'edit' && !loaded.data ? (
        <LoadingBlock label="Loading badge" />
      ) : (
        <BadgeForm key={loaded.data?.id ?? 'new'} promotionId={promotionId} badge={loaded.data} />
      )}
    </Stack>
  );
}

/** /promotion/{promotionId}/badges/new */
export const NewBadgePage = () => <BadgeEditPage mode="new" />;
/** /promotion/{promotionId}/badges/{badgeId}/edit */
export const EditBadgePage = () => <BadgeEditPage mode="edit" />;
