import { Anchor, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useListResellersQuery } from '../api/organizations-api';
import { RESELLERS_NOT_LOADED } from '../lib/messages';

/** /resellers: every reseller with its organizations and promotions (master). */
export function ResellersPage() {
  const { data, error, isLoading, isFetching, refetch } = useListResellersQuery();
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Resellers</PageTitle>
        <Button component={Link} to={paths['reseller.create']()}>
          New reseller
        </Button>
      </Group>
      {isLoading ? <LoadingBlock label="Loading resellers" /> : null}
      {error ? (
        <RetryPanel
          title={RESELLERS_NOT_LOADED}
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState
          title="No resellers yet"
          description="Add a reseller to sell the programme to organizations on its behalf."
        />
      ) : null}
      {data && data.length > 0 ? (
        <TableScroll label="Resellers" minWidth={480}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>Resellers</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Organizations</Table.Th>
                <Table.Th scope="col">Promotions</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((reseller) => (
                <Table.Tr key={reseller.id}>
                  <Table.Th scope="row" fw={500}>
                    {reseller.name}
                  </Table.Th>
                  <Table.Td>
                    <Anchor component={Link} to={paths.organizationsOf(reseller.id)}>
                      {reseller.organizations_count} organizations
                      <VisuallyHidden> of {reseller.name}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.promotionsOf({ reseller_id: reseller.id })}>
                      {reseller.promotions_count} promotions
                      <VisuallyHidden> of {reseller.name}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths['reseller.edit'](reseller.id)}
                      aria-label={`Edit ${reseller.name}`}
                    >
                      Edit
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
