import { Anchor, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useListOrganizationsQuery } from '../api/organizations-api';
import { ORGANIZATIONS_NOT_FOUND, positiveId } from '../lib/messages';

/** /organizations?reseller_id: Name, Reseller, promotions (count), view/edit (spec 3 s2). */
export function OrganizationsPage() {
  const [search] = useSearchParams();
  const resellerId = positiveId(search.get('reseller_id') ?? undefined);
  const { data, error, isLoading, isFetching, refetch } = useListOrganizationsQuery({
    reseller_id: resellerId,
  });
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Organizations</PageTitle>
        <Button component={Link} to={paths['organization.create'](resellerId)}>
          New organization
        </Button>
      </Group>
      {isLoading ? <LoadingBlock label="Loading organizations" /> : null}
      {error ? (
        <RetryPanel
          title={ORGANIZATIONS_NOT_FOUND}
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState
          title="No organizations yet"
          description="Create an organization to set up its programmes."
        />
      ) : null}
      {data && data.length > 0 ? (
        <TableScroll label="Organizations" minWidth={520}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>Organizations</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Reseller</Table.Th>
                <Table.Th scope="col">Promotions</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((organization) => (
                <Table.Tr key={organization.id}>
                  <Table.Th scope="row" fw={500}>
                    {organization.name}
                  </Table.Th>
                  <Table.Td>{organization.reseller_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.promotionsOf({ org_id: organization.id })}>
                      promotions ({organization.promotions_count})
                      <VisuallyHidden> of {organization.name}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm">
                      <Anchor component={Link} to={paths['organization.view'](organization.id)}>
                        View<VisuallyHidden> {organization.name}</VisuallyHidden>
                      </Anchor>
                      <Anchor component={Link} to={paths['organization.edit'](organization.id)}>
                        Edit<VisuallyHidden> {organization.name}</VisuallyHidden>
                      </Anchor>
                    </Group>
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
