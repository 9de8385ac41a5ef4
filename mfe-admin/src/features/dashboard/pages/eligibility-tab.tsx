import { Table, VisuallyHidden } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, TableScroll } from '@wellness/shared-ui';
import { useGetEligibilitiesQuery } from '../api/dashboard-api';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';

export const ELIGIBILITIES_FAILED = 'Eligibilities could not be loaded.';

/** The promotion's eligibility list (coordinator.dashboard.eligibility). */
export function EligibilityTab() {
  const promotionId = useDashboardPromotionId();
  const {
    data: rows,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetEligibilitiesQuery(promotionId ?? skipToken);
  return (
    <>
      <PageTitle>Eligibility</PageTitle>
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
        <TableScroll label="Eligibility" minWidth={640}>
          <Table striped highlightOnHover>
            <VisuallyHidden component="caption">Eligibility</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Identifier</Table.Th>
                <Table.Th scope="col">First Name</Table.Th>
                <Table.Th scope="col">Last Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Registered</Table.Th>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </>
  );
}
