import { useState } from 'react';
import { Alert, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ConfirmDialog, EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useGetEligibilitiesQuery } from '../api/dashboard-api';
import type { EligibilityRow } from '../api/dashboard-api';
import { useDeleteEligibilityMutation } from '../api/eligibility-api';
import { ELIGIBILITIES_FAILED, SAVE_FAILED } from '../lib/eligibility-messages';
import { eligibilityPaths } from '../lib/eligibility-paths';
import { pageOfRows, searchEligibility } from '../lib/eligibility-search';
import { EligibilityTable } from './eligibility-table';

/**
 * The promotion's eligibility list with add, edit and delete (spec 3 "Eligibility"). The list is
 * read whole (spec 3 s9: page size 0) and shown 20 rows at a time, searched in the browser, so
 * ten thousand rows render as fast as twenty.
 */
export function EligibilityRows({ promotionId }: { promotionId: number }) {
  const {
    data: rows,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetEligibilitiesQuery(promotionId);
  const [remove, removing] = useDeleteEligibilityMutation();
  const [toDelete, setToDelete] = useState<EligibilityRow | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const matching = searchEligibility(rows ?? [], search);
  const shown = pageOfRows(matching, page);
  const confirm = async () => {
    if (!toDelete) return;
    setFailed(false);
    try {
      await remove({ promotionId, id: toDelete.id }).unwrap();
    } catch {
      setFailed(true);
    }
    setToDelete(null);
  };
  return (
    <>
      <Group>
        <Button component={Link} to={eligibilityPaths.create('new')}>
          Add eligibility
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" role="alert">
          {SAVE_FAILED}
        </Alert>
      ) : null}
      {isLoading ? <LoadingBlock label="Loading eligibility" /> : null}
      {error ? (
        <RetryPanel
          title="Eligibility"
          message={ELIGIBILITIES_FAILED}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {rows && rows.length === 0 ? <EmptyState title="No eligibility records yet" /> : null}
      {rows && rows.length > 0 ? (
        <Stack gap="sm">
          <TextInput
            type="search"
            label="Search eligibility"
            description="Identifier, name or e-mail"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.rows.length === 0
              ? `No eligibility records match "${search.trim()}".`
              : `Showing ${shown.start + 1}–${shown.start + shown.rows.length} of ${matching.length}`}
          </Text>
          {shown.rows.length > 0 ? (
            <EligibilityTable rows={shown.rows} onDelete={setToDelete} />
          ) : null}
          {shown.pages > 1 ? (
            <Pagination
              total={shown.pages}
              value={shown.page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete eligibility"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirm()}
      >
        Delete {toDelete?.identifier}?
      </ConfirmDialog>
    </>
  );
}
