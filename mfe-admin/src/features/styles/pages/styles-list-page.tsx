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
import { useDeleteStyleMutation, useGetStylesQuery } from '../api/styles-api';
import type { WorkStyle } from '../api/styles-api';
import { MASK_LABELS } from '../lib/messages';

/** /workstyles/list: every work style (spec 3 s2). */
export function StylesListPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetStylesQuery();
  const [asked, setAsked] = useState<WorkStyle | null>(null);
  const [remove, removing] = useDeleteStyleMutation();

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove(asked.id).unwrap();
    } catch (failure) {
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
    }
    setAsked(null);
  };

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Work Styles</PageTitle>
        <Group>
          <Button component={Link} to={paths['collections.list']} variant="default">
            Collections
          </Button>
          <Button component={Link} to={paths['workstyles.create']}>
            New style
          </Button>
        </Group>
      </Group>
      {isLoading ? <LoadingBlock label="Loading styles" /> : null}
      {error ? (
        <RetryPanel
          title="Work styles"
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && !data.length ? <EmptyState title="No styles yet." /> : null}
      {data && data.length ? (
        <TableScroll label="Work styles" minWidth={720}>
          <Table striped aria-label="Work styles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Mask type</Table.Th>
                <Table.Th>Collection</Table.Th>
                <Table.Th>Week</Table.Th>
                <Table.Th>Images</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((style) => (
                <Table.Tr key={style.id}>
                  <Table.Td>{style.name}</Table.Td>
                  <Table.Td>{style.category ?? ''}</Table.Td>
                  <Table.Td>{MASK_LABELS[style.mask_type]}</Table.Td>
                  <Table.Td>{style.collection_name ?? 'None'}</Table.Td>
                  <Table.Td>{style.collection_id ? style.week : ''}</Table.Td>
                  <Table.Td>{style.image_count}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={paths['workstyles.edit'](style.id)}
                        aria-label={`Edit ${style.name}`}
                      >
                        Edit
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`${paths['workstyles.images'](style.id)}/list`}
                        aria-label={`Images of ${style.name}`}
                      >
                        Images
                      </Anchor>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setAsked(style)}
                        aria-label={`Delete ${style.name}`}
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
        title="Delete style?"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        <Text>Delete {asked?.name} and its images?</Text>
      </ConfirmDialog>
    </Stack>
  );
}
