import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetOrganizationQuery } from '../api/organizations-api';
import { ORGANIZATION_NOT_FOUND, positiveId } from '../lib/messages';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /organization/{id}: what the organization is set to (spec 3 s3 "Organization"). */
export function OrganizationPage() {
  const id = positiveId(useParams().id);
  const { data, error, isFetching, refetch } = useGetOrganizationQuery(id ?? skipToken);
  if (!id || error) {
    return (
      <Stack p="md">
        <PageTitle>Organization</PageTitle>
        <RetryPanel
          title={ORGANIZATION_NOT_FOUND}
          message={firstError(error, ORGANIZATION_NOT_FOUND)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Stack>
    );
  }
  if (!data) return <LoadingBlock label="Loading organization" />;
  const rows: Array<[string, React.ReactNode]> = [
    ['Reseller', data.reseller_name ?? '—'],
    [
      'Promotions',
      <Anchor key="p" component={Link} to={paths.promotionsOf({ org_id: data.id })}>
        promotions ({data.promotions_count})
      </Anchor>,
    ],
    [
      'Password',
      `${data.password_min_length} to ${data.password_max_length} characters, at least ${data.password_min_letters} letters, ${data.password_min_numbers} numbers, ${data.password_min_symbols} symbols`,
    ],
    ['Password regular expression', data.password_regular_expression_string ?? '—'],
    ['Password help message', data.password_help_message ?? '—'],
    ['Account lockouts', yesNo(data.flags.enable_account_lockouts)],
    ['Single sign-on', yesNo(data.is_sso_enabled)],
    ['Sign-in button label', data.sso_label ?? '—'],
    ['Identity provider', data.sso_issuer_url ?? '—'],
    ['Client ID', data.sso_client_id ?? '—'],
    ['Client secret', data.has_sso_client_secret ? 'Stored' : 'None'],
    ['StayWell', yesNo(data.is_staywell)],
  ];
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>{data.name}</PageTitle>
        <Group>
          <Button component={Link} to={paths['organization.edit'](data.id)}>
            Edit
          </Button>
          <Button component={Link} to={paths['promotion.create'](data.id)} variant="default">
            New promotion
          </Button>
        </Group>
      </Group>
      <Table maw={720} verticalSpacing="xs">
        <Table.Caption>Organization settings</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
