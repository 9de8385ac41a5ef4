import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams, useSearchParams } from 'react-router';
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
  useDeleteBehaviorMutation,
  useGetBehaviorsQuery,
  useGetCompetitionQuery,
} from '../api/competitions-api';
import type { Behavior, BehaviorScope } from '../api/competitions-api';
import { BehaviorForm } from '../components/behavior-form';
import { COMPETITION_NOT_FOUND, positive, shownDay } from '../lib/messages';

/**
 * /promotion/{promotionId}/competition/{competitionId}/behaviors?behaviorId (a competition's
 * behaviours; behaviorId opens one in the editor) and /promotion/{promotionId}/competition-behaviors
 * (the promotion's default behaviours).
 */
function BehaviorsPage({ defaults }: { defaults: boolean }) {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const promotionId = positive(params.promotionId);
  const competitionId = defaults ? null : (positive(params.competitionId) ?? 0);
  const scope: BehaviorScope | undefined = promotionId ? { promotionId, competitionId } : undefined;
  const competition = useGetCompetitionQuery(
    promotionId && competitionId ? { promotionId, id: competitionId } : skipToken,
  );
  const behaviors = useGetBehaviorsQuery(scope && competitionId !== 0 ? scope : skipToken);
  const [asked, setAsked] = useState<Behavior | null>(null);
  const [remove, removing] = useDeleteBehaviorMutation();
  const editing = behaviors.data?.find(
    (row) => row.id === positive(search.get('behaviorId') ?? ''),
  );
  const title = defaults ? 'Default Behaviors' : 'Competition Behaviors';

  const confirm = async () => {
    if (!asked || !promotionId) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      setAsked(null);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not delete behavior',
        message: firstError(failure),
      });
    }
  };

  if (!scope || competitionId === 0 || competition.error || behaviors.error) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Behaviors"
          message={COMPETITION_NOT_FOUND}
          onRetry={() => void behaviors.refetch()}
          retrying={behaviors.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        <Anchor component={Link} to={paths['promotion.competitions'](scope.promotionId)}>
          Back to competitions
        </Anchor>
      </Group>
      {competition.data ? (
        <Text size="sm">
          Dates should fit the competition: {shownDay(competition.data.competition_starts_on)} to{' '}
          {shownDay(competition.data.competition_ends_on)}. With only a start, the behavior lasts
          one day.
        </Text>
      ) : null}
      {behaviors.isLoading ? <LoadingBlock label="Loading behaviors" /> : null}
      {behaviors.data && behaviors.data.length === 0 ? (
        <EmptyState title="No behaviors yet." />
      ) : null}
      {behaviors.data && behaviors.data.length ? (
        <TableScroll label="Behaviors" minWidth={560}>
          <Table striped aria-label="Behaviors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {behaviors.data.map((behavior) => (
                <Table.Tr key={behavior.id}>
                  <Table.Td>{behavior.name}</Table.Td>
                  <Table.Td>{shownDay(behavior.start)}</Table.Td>
                  <Table.Td>{shownDay(behavior.end)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setSearch({ behaviorId: String(behavior.id) })}
                      >
                        Edit {behavior.name}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setAsked(behavior)}
                      >
                        Delete {behavior.name}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      <Title order={2} size="h4">
        {editing ? `Edit ${editing.name}` : 'Add a behavior'}
      </Title>
      <BehaviorForm
        key={editing?.id ?? 'new'}
        scope={scope}
        behavior={editing}
        onDone={() => setSearch({})}
      />
      <ConfirmDialog
        opened={asked !== null}
        title="Delete behavior"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        Are you sure you want to delete {asked?.name}? Its point thresholds go too.
      </ConfirmDialog>
    </Stack>
  );
}

export const CompetitionBehaviorsPage = () => <BehaviorsPage defaults={false} />;
export const DefaultBehaviorsPage = () => <BehaviorsPage defaults />;
