import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useListResellersQuery } from '../api/organizations-api';
import { RecordsList } from '../components/records-list';
import { RESELLERS_NOT_LOADED } from '../lib/messages';

/** /resellers: every reseller with its organizations and promotions (master). */
export function ResellersPage() {
  return (
    <RecordsList
      title="Resellers"
      create={{ label: 'New reseller', to: paths['reseller.create']() }}
      query={useListResellersQuery()}
      notLoaded={RESELLERS_NOT_LOADED}
      empty={{
        title: 'No resellers yet',
        description: 'Add a reseller to sell the programme to organizations on its behalf.',
      }}
      columns={['Organizations', 'Promotions', 'Actions']}
      minWidth={480}
      cells={(reseller) => (
        <>
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
        </>
      )}
    />
  );
}
