import { Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useGetOrganizationQuery, useListResellersQuery } from '../api/organizations-api';
import { OrganizationForm } from '../components/organization-form';
import { ORGANIZATION_NOT_FOUND, positiveId } from '../lib/messages';

/** /organization/create?reseller_id and /organization/{id}/edit. */
function OrganizationEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const id = positiveId(useParams().id);
  const [search] = useSearchParams();
  const me = useGetMeQuery();
  // Only masters choose the reseller; a reseller's organizations are its own (README).
  const isMaster = me.data?.role === 'Master';
  const resellers = useListResellersQuery(isMaster ? undefined : skipToken);
  const loaded = useGetOrganizationQuery(mode === 'edit' && id ? id : skipToken);
  const title = mode === 'edit' ? 'Edit Organization' : 'New Organization';
  if (mode === 'edit' && (!id || loaded.error)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title={ORGANIZATION_NOT_FOUND}
          message={firstError(loaded.error, ORGANIZATION_NOT_FOUND)}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  const ready = (mode === 'create' || loaded.data) && me.data && (!isMaster || resellers.data);
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {ready ? (
        <OrganizationForm
          key={loaded.data?.id ?? 'new'}
          organization={loaded.data}
          resellers={isMaster ? resellers.data : undefined}
          defaultResellerId={positiveId(search.get('reseller_id') ?? undefined)}
        />
      ) : (
        <LoadingBlock label="Loading organization" />
      )}
    </Stack>
  );
}

export const OrganizationCreatePage = () => <OrganizationEditPage mode="create" />;
export const OrganizationUpdatePage = () => <OrganizationEditPage mode="edit" />;
