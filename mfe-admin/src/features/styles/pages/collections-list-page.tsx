import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from '../lib/messages';
import { Link } from 'react-router';
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
import { useDeleteCollectionMutation, useGetCollectionsQuery } from '../api/styles-api';
import type { CollectionRow } from '../api/styles-api';
import { COLLECTIONS_FAILED } from '../lib/messages';

/** /collections/list: the style collections (spec 3 s2). */
export function CollectionsListPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetCollectionsQuery();
  const [asked, setAsked] = useState<CollectionRow | null>(null);
  const [remove, removing] = useDeleteCollectionMutation();

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove(asked.id).unwrap();
      setAsked(null);
    } catch (failure) {
      setAsked(null);
      // Spec 3 s8: collection delete errors show the first server error in a toast.
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
    }
  };

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Style Collections</PageTitle>
        <Group>
          <Button component={Link} to={paths['workstyles.list']} variant="default">
            Work styles
          </Button>
          <Button component={Link} to={paths['collections.create']}>
            New collection
          </Button>
        </Group>
      </Group>
      {isLoading ? <LoadingBlock label="Loading collections" /> : null}
      {error ? (
        <RetryPanel
          title={COLLECTIONS_FAILED}
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && !data.length ? <EmptyState title="No collections yet." /> : null}
      {data && data.length ? (
        <TableScroll label="Style collections" minWidth={480}>
          <Table striped aria-label="Style collections">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Styles</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((collection) => (
                <Table.Tr key={collection.id}>
                  <Table.Td>{collection.name}</Table.Td>
                  <Table.Td>{collection.style_count}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={paths['collections.edit'](collection.id)}
                        aria-label={`Edit ${collection.name}`}
                      >
                        Edit
                      </Anchor>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setAsked(collection)}
                        aria-label={`Delete ${collection.name}`}
                      >
                        Delete
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
        opened={asked !== null}
        title="Delete collection?"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        <Text>Delete {asked?.name}? Its styles are kept, in no collection.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
