import { Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetCompetitionQuery, useGetCompetitionsQuery } from '../api/competitions-api';
import { CompetitionForm } from '../components/competition-form';
import { COMPETITION_NOT_FOUND, positive } from '../lib/messages';

/** /promotion/{promotionId}/competition/new and /competition/{competitionId}/edit. */
function CompetitionEditPage({ mode }: { mode: 'new' | 'edit' }) {
  const params = useParams();
  const promotionId = positive(params.promotionId);
  const id = mode === 'edit' ? positive(params.competitionId) : undefined;
  const loaded = useGetCompetitionQuery(promotionId && id ? { promotionId, id } : skipToken);
  const list = useGetCompetitionsQuery(promotionId ?? skipToken);
  const title = mode === 'edit' ? 'Edit Competition' : 'New Competition';

  if (!promotionId || (mode === 'edit' && (!id || loaded.error))) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Competition"
          message={COMPETITION_NOT_FOUND}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {(mode === 'edit' && !loaded.data) || list.isLoading ? (
        <LoadingBlock label="Loading competition" />
      ) : (
        <CompetitionForm
          key={loaded.data?.id ?? 'new'}
          promotionId={promotionId}
          competition={loaded.data}
          collections={list.data?.meta.collections ?? []}
        />
      )}
    </Stack>
  );
}

/** /promotion/{promotionId}/competition/new */
export const NewCompetitionPage = () => <CompetitionEditPage mode="new" />;
/** /promotion/{promotionId}/competition/{competitionId}/edit */
export const EditCompetitionPage = () => <CompetitionEditPage mode="edit" />;
