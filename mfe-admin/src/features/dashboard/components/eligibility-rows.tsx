import { useState } from 'react';
import { Alert, Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  RetryPanel,
  TableScroll,
} from '@wellness/shared-ui';
import { useGetEligibilitiesQuery } from '../api/dashboard-api';
import type { EligibilityRow } from '../api/dashboard-api';
import { useDeleteEligibilityMutation } from '../api/eligibility-api';
import { ELIGIBILITIES_FAILED, SAVE_FAILED } from '../lib/eligibility-messages';
import { eligibilityPaths } from '../lib/eligibility-paths';

/** The promotion's eligibility list with add, edit and delete (spec 3 "Eligibility"). */
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
        <TableScroll label="Eligibility" minWidth={720}>
          <Table striped highlightOnHover>
            <VisuallyHidden component="caption">Eligibility</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Identifier</Table.Th>
                <Table.Th scope="col">First Name</Table.Th>
                <Table.Th scope="col">Last Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Registered</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.identifier}
                  </Table.Th>
                  <Table.Td>{row.first_name ?? ''}</Table.Td>
                  <Table.Td>{row.last_name ?? ''}</Table.Td>
                  <Table.Td>{row.email ?? ''}</Table.Td>
                  <Table.Td>{row.registered ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={eligibilityPaths.edit(row.id)} size="sm">
                        Edit<VisuallyHidden> {row.identifier}</VisuallyHidden>
                      </Anchor>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setToDelete(row)}
                      >
                        Delete<VisuallyHidden> {row.identifier}</VisuallyHidden>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
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
