import { Anchor, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useListOrganizationsQuery } from '../api/organizations-api';
import { RecordsList } from '../components/records-list';
import { ORGANIZATIONS_NOT_FOUND, positiveId } from '../lib/messages';

/** /organizations?reseller_id: Name, Reseller, promotions (count), view/edit (spec 3 s2). */
export function OrganizationsPage() {
  const [search] = useSearchParams();
  const resellerId = positiveId(search.get('reseller_id') ?? undefined);
  return (
    <RecordsList
      title="Organizations"
      create={{ label: 'New organization', to: paths['organization.create'](resellerId) }}
      query={useListOrganizationsQuery({ reseller_id: resellerId })}
      notLoaded={ORGANIZATIONS_NOT_FOUND}
      empty={{
        title: 'No organizations yet',
        description: 'Create an organization to set up its programmes.',
      }}
      columns={['Reseller', 'Promotions', 'Actions']}
      minWidth={520}
      cells={(organization) => (
        <>
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
        </>
      )}
    />
  );
}
