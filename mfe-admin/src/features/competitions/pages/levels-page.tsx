import { useState } from 'react';
import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import {
  useCreateLevelMutation,
  useDeleteLevelMutation,
  useGetLevelsQuery,
  useSaveLevelsMutation,
} from '../api/levels-api';
import type { Level } from '../api/levels-api';
import { ProblemsAlert } from '../components/problems-alert';
import { DELETE_LEVEL_FAILED, SAVE_LEVELS_FAILED, positive, serverErrors } from '../lib/messages';

/** /promotion/{promotionId}/levels: the promotion's levels, renamed together (bulk save). */
export function LevelsPage() {
  const promotionId = positive(useParams().promotionId);
  const levels = useGetLevelsQuery(promotionId ?? 0, { skip: !promotionId });
  const [create, creating] = useCreateLevelMutation();
  const [saveAll, saving] = useSaveLevelsMutation();
  const [remove, removing] = useDeleteLevelMutation();
  const [names, setNames] = useState<Record<number, string>>({});
  const [newName, setNewName] = useState('');
  const [problems, setProblems] = useState<string[] | null>(null);
  const [asked, setAsked] = useState<Level | null>(null);

  if (!promotionId || levels.error) {
    return (
      <Stack p="md">
        <PageTitle>Levels</PageTitle>
        <RetryPanel
          title="Levels"
          message="Levels could not be loaded."
          onRetry={() => void levels.refetch()}
          retrying={levels.isFetching}
        />
      </Stack>
    );
  }
  const nameOf = (level: Level) => names[level.id] ?? level.name;
  const failed = (failure: unknown) => setProblems(serverErrors(failure));

  const add = async () => {
    setProblems(null);
    try {
      await create({ promotionId, name: newName }).unwrap();
      setNewName('');
    } catch (failure) {
      failed(failure);
    }
  };
  const saveNames = async () => {
    setProblems(null);
    try {
      await saveAll({
        promotionId,
        levels: (levels.data ?? []).map((level) => ({ id: level.id, name: nameOf(level) })),
      }).unwrap();
      setNames({});
    } catch (failure) {
      failed(failure);
    }
  };
  const confirm = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      setAsked(null);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: DELETE_LEVEL_FAILED,
        message: firstError(failure),
      });
    }
  };

  return (
    <Stack p="md">
      <PageTitle>Levels</PageTitle>
      {levels.isLoading ? <LoadingBlock label="Loading levels" /> : null}
      {levels.data && levels.data.length === 0 ? <EmptyState title="No levels yet." /> : null}
      {levels.data && levels.data.length ? (
        <TableScroll label="Levels" minWidth={420}>
          <Table striped aria-label="Levels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.data.map((level, index) => (
                <Table.Tr key={level.id}>
                  <Table.Td>
                    <TextInput
                      aria-label={`Level ${index + 1} name`}
                      value={nameOf(level)}
                      onChange={(event) => {
                        const { value } = event.currentTarget;
                        setNames((current) => ({ ...current, [level.id]: value }));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" color="red" variant="light" onClick={() => setAsked(level)}>
                      Delete {level.name}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      {levels.data && levels.data.length ? (
        <Group>
          <Button onClick={() => void saveNames()} loading={saving.isLoading}>
            Save levels
          </Button>
        </Group>
      ) : null}
      <Title order={2} size="h4">
        Add a level
      </Title>
      <form
        aria-label="Add a level"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Level name"
            required
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
          <Button type="submit" loading={creating.isLoading}>
            Add level
          </Button>
        </Group>
      </form>
      <ProblemsAlert title={SAVE_LEVELS_FAILED} problems={problems} />
      <ConfirmDialog
        opened={asked !== null}
        title="Delete level"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        Are you sure you want to delete the level {asked?.name}?
      </ConfirmDialog>
    </Stack>
  );
}
