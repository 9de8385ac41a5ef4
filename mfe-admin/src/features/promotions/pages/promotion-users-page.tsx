import { useState } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { DataTable } from 'mantine-datatable';
import { Link, useParams } from 'react-router';
import { EmptyState, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { positiveIdOf } from '../lib/promotion-id';
import { useListPromotionUsersQuery } from '../api/promotion-users-api';
import { PromotionUserActions } from '../components/promotion-user-actions';

export const USERS_NOT_LOADED = 'Oops, we could not get the participants.';
const PAGE_SIZE = 20;
/** Spec 3 s9: user search debounce 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

/** /promotion/{id}/users (spec 3 s2 and "Other"): the promotion's users, searched and paged. */
export function PromotionUsersPage() {
  const promotionId = positiveIdOf(useParams().promotionId);
  const [term, setTerm] = useState('');
  const [settled] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const [pages, setPages] = useState({ term: '', page: 1 });
  // A new search starts again at its first page.
  const page = pages.term === settled ? pages.page : 1;
  const query = useListPromotionUsersQuery(
    promotionId ? { promotionId, page, pageSize: PAGE_SIZE, term: settled } : skipToken,
  );
  const data = query.data;

  return (
    <Stack p="md">
      <PageTitle
        actions={
          promotionId ? (
            <Group>
              <Button component={Link} to={paths['promotion.user'](promotionId)}>
                Add user
              </Button>
              <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
                Back to the promotion
              </Anchor>
            </Group>
          ) : null
        }
      >
        Users
      </PageTitle>
      <TextInput
        label="Search users"
        description="Part of a name or an e-mail address"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        maw={360}
      />
      {!promotionId || query.error ? (
        <RetryPanel
          title="Users"
          message={USERS_NOT_LOADED}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {data && data.total === 0 ? (
        <EmptyState title={settled.trim() ? 'No user matches that search' : 'No users yet'} />
      ) : null}
      {promotionId && !query.error && data?.total !== 0 ? (
        <DataTable
          aria-label="Users of the promotion"
          striped
          highlightOnHover
          minHeight={160}
          fetching={query.isFetching}
          records={data?.rows ?? []}
          totalRecords={data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={(next) => setPages({ term: settled, page: next })}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
          getPaginationControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Previous page' }
              : control === 'next'
                ? { 'aria-label': 'Next page' }
                : {}
          }
          columns={[
            { accessor: 'full_name', title: 'Name' },
            { accessor: 'email', title: 'Email' },
            { accessor: 'role', title: 'Role' },
            { accessor: 'location_name', title: 'Location', render: (u) => u.location_name ?? '—' },
            { accessor: 'total_points', title: 'Points', textAlign: 'right' },
            {
              accessor: 'actions',
              title: 'Actions',
              render: (user) => <PromotionUserActions user={user} promotionId={promotionId} />,
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
