import { Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, baseApi, firstError } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import { useGetPromotionQuery, useListPromotionsQuery } from '../api/promotions-api';
import { PromotionForm } from '../components/promotion-form';
import { PROMOTION_NOT_LOADED } from './promotion-page';

/** The organizations the caller may choose (their own for a Reseller: services/admin README). */
const organizationChoices = baseApi.injectEndpoints({
  endpoints: (build) => ({
    organizationChoices: build.query<Array<{ id: number; name: string }>, void>({
      query: () => ({ url: 'organizations', params: { page_size: 0 } }),
      transformResponse: (body: Envelope<Array<{ id: number; name: string }>>) => body.data,
      providesTags: [{ type: 'Organizations', id: 'LIST' }],
    }),
  }),
});

function PromotionEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const id = Number(useParams().promotionId);
  const [search] = useSearchParams();
  const orgId = Number(search.get('org_id')) || undefined;
  const loaded = useGetPromotionQuery(mode === 'edit' && id > 0 ? id : skipToken);
  const organizations = organizationChoices.useOrganizationChoicesQuery();
  const parents = useListPromotionsQuery({ is_parent: true });
  const title = mode === 'edit' ? 'Edit Promotion' : 'New Promotion';
  if (mode === 'edit' && (!(id > 0) || loaded.error)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title={PROMOTION_NOT_LOADED}
          message={firstError(loaded.error, PROMOTION_NOT_LOADED)}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  const ready = (mode === 'create' || loaded.data) && organizations.data && parents.data;
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {ready ? (
        <PromotionForm
          key={loaded.data?.id ?? 'new'}
          promotion={loaded.data}
          orgId={orgId}
          organizations={organizations.data ?? []}
          parents={parents.data ?? []}
        />
      ) : (
        <LoadingBlock label="Loading promotion" />
      )}
    </Stack>
  );
}

export const PromotionCreatePage = () => <PromotionEditPage mode="create" />;
export const PromotionUpdatePage = () => <PromotionEditPage mode="edit" />;
