import { useState } from 'react';
import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useDeleteSsoExtraMutation,
  useGetSsoExtraQuery,
  useGetSsoExtrasQuery,
} from '../api/sso-extras-api';
import type { SsoExtra } from '../api/sso-extras-api';
import { SsoExtraForm } from '../components/sso-extra-form';
import {
  DATA_TYPES,
  DELETE_SSO_EXTRA_FAILED,
  SSO_EXTRAS_LOAD_FAILED,
  SSO_EXTRA_LOAD_FAILED,
  extraIdOf,
} from '../lib/sso-extras';

const typeLabel = (value: string) => DATA_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * /promotion/{promotionId}/ssoextra?extraId (spec 3 s2): the claims of the organization's
 * sign-in token that each SSO sign-in copies into the user's custom fields. `extraId` picks the
 * one being edited; without it the form adds one.
 */
export function SsoExtrasPage() {
  const promotionId = Number(useParams().promotionId) || 0;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const extraId = extraIdOf(params.get('extraId'));
  const extras = useGetSsoExtrasQuery(promotionId, { skip: !promotionId });
  const editing = useGetSsoExtraQuery(extraId ?? 0, { skip: !extraId });
  const [remove, removing] = useDeleteSsoExtraMutation();
  const [asked, setAsked] = useState<SsoExtra | null>(null);
  // A new form after each addition: the last one's values do not linger.
  const [added, setAdded] = useState(0);
  const base = paths['promotion.ssoextra'](promotionId);
  const closeEditor = () => void navigate(base);

  if (!promotionId || extras.error) {
    return (
      <Stack p="md">
        <PageTitle>SSO extras</PageTitle>
        <RetryPanel
          title="SSO extras"
          message={SSO_EXTRAS_LOAD_FAILED}
          onRetry={() => void extras.refetch()}
          retrying={extras.isFetching}
        />
      </Stack>
    );
  }

  const confirmDelete = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      if (asked.id === extraId) closeEditor();
      setAsked(null);
    } catch (failure) {
      setAsked(null);
      notifications.show({
        color: 'red',
        title: DELETE_SSO_EXTRA_FAILED,
        message: firstError(failure, ''),
      });
    }
  };

  return (
    <Stack p="md" gap="lg">
      <PageTitle>SSO extras</PageTitle>
      <Text c="dimmed" maw={640}>
        Claims of the organization’s sign-in token that are copied into each participant’s custom
        fields every time they sign in through single sign-on.
      </Text>
      {extras.isLoading ? <LoadingBlock label="Loading SSO extras" /> : null}
      {extras.data && extras.data.length === 0 ? (
        <EmptyState
          title="No SSO extras yet."
          description="Add a claim below to keep it with each participant who signs in through SSO."
        />
      ) : null}
      {extras.data && extras.data.length ? (
        <TableScroll label="SSO extras" minWidth={520}>
          <Table striped aria-label="SSO extras">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Claim</Table.Th>
                <Table.Th>Data type</Table.Th>
                <Table.Th>Path</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {extras.data.map((extra) => (
                <Table.Tr key={extra.id}>
                  <Table.Td>{extra.name}</Table.Td>
                  <Table.Td>{typeLabel(extra.data_type)}</Table.Td>
                  <Table.Td>{extra.path}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`${base}?extraId=${extra.id}`} mr="md">
                      Edit {extra.name}
                    </Anchor>
                    <Button size="xs" color="red" variant="light" onClick={() => setAsked(extra)}>
                      Delete {extra.name}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      <Title order={2} size="h4">
        {extraId ? 'Edit SSO extra' : 'Add an SSO extra'}
      </Title>
      {extraId && editing.error ? (
        <RetryPanel
          title="SSO extra"
          message={SSO_EXTRA_LOAD_FAILED}
          onRetry={() => void editing.refetch()}
          retrying={editing.isFetching}
        />
      ) : null}
      {extraId && editing.isLoading ? <LoadingBlock label="Loading the SSO extra" /> : null}
      {extraId && editing.data ? (
        <SsoExtraForm
          key={editing.data.id}
          promotionId={promotionId}
          extra={editing.data}
          onDone={closeEditor}
        />
      ) : null}
      {!extraId ? (
        <SsoExtraForm
          key={`new-${added}`}
          promotionId={promotionId}
          onDone={() => setAdded((count) => count + 1)}
        />
      ) : null}
      <ConfirmDialog
        opened={!!asked}
        title="Delete SSO extra"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setAsked(null)}
      >
        Delete the SSO extra {asked?.name}? Values already stored with participants stay.
      </ConfirmDialog>
    </Stack>
  );
}
