import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams } from 'react-router';
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
import { useGetAllBehaviorsQuery } from '../api/competitions-api';
import {
  useDeletePointThresholdMutation,
  useGetPointThresholdQuery,
  useGetPointThresholdsQuery,
} from '../api/levels-api';
import type { PointThreshold } from '../api/levels-api';
import { PointThresholdForm } from '../components/point-threshold-form';
import { REMOVE_THRESHOLD_FAILED, positive } from '../lib/messages';

/** /promotion/{promotionId}/point_thresholds: the promotion's point thresholds. */
export function PointThresholdsPage() {
  const promotionId = positive(useParams().promotionId);
  const thresholds = useGetPointThresholdsQuery(promotionId ?? skipToken);
  const behaviors = useGetAllBehaviorsQuery(promotionId ?? skipToken);
  const [remove, removing] = useDeletePointThresholdMutation();
  const [asked, setAsked] = useState<PointThreshold | null>(null);
  const behaviorName = (id: number | null) => behaviors.data?.find((row) => row.id === id)?.name;

  if (!promotionId || thresholds.error) {
    return (
      <Stack p="md">
        <PageTitle>Point Thresholds</PageTitle>
        <RetryPanel
          title="Point thresholds"
          message="Point thresholds could not be loaded."
          onRetry={() => void thresholds.refetch()}
          retrying={thresholds.isFetching}
        />
      </Stack>
    );
  }
  const confirm = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      setAsked(null);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: REMOVE_THRESHOLD_FAILED,
        message: firstError(failure),
      });
    }
  };

  return (
    <Stack p="md">
      <PageTitle>Point Thresholds</PageTitle>
      {thresholds.isLoading ? <LoadingBlock label="Loading point thresholds" /> : null}
      {thresholds.data && thresholds.data.length === 0 ? (
        <EmptyState title="No point thresholds yet." />
      ) : null}
      {thresholds.data && thresholds.data.length ? (
        <TableScroll label="Point thresholds" minWidth={560}>
          <Table striped aria-label="Point thresholds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Label</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {thresholds.data.map((threshold) => (
                <Table.Tr key={threshold.id}>
                  <Table.Td>
                    {threshold.pointable_type}
                    {threshold.pointable_type === 'Behavior'
                      ? `: ${behaviorName(threshold.pointable_id) ?? ''}`
                      : ''}
                  </Table.Td>
                  <Table.Td>{threshold.value}</Table.Td>
                  <Table.Td>{threshold.value_label}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor
                        component={Link}
                        to={paths['promotion.point_threshold'](promotionId, threshold.id)}
                      >
                        Edit {threshold.value_label}
                      </Anchor>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setAsked(threshold)}
                      >
                        Delete {threshold.value_label}
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
        Add a point threshold
      </Title>
      <PointThresholdForm
        promotionId={promotionId}
        behaviors={behaviors.data ?? []}
        onDone={() => undefined}
      />
      <ConfirmDialog
        opened={asked !== null}
        title="Remove point threshold"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        Are you sure you want to delete the point threshold {asked?.value_label}?
      </ConfirmDialog>
    </Stack>
  );
}

/** /promotion/{promotionId}/point_thresholds/{pointThresholdId}: one threshold's editor. */
export function PointThresholdPage() {
  const params = useParams();
  const navigate = useNavigate();
  const promotionId = positive(params.promotionId);
  const id = positive(params.pointThresholdId);
  const loaded = useGetPointThresholdQuery(promotionId && id ? { promotionId, id } : skipToken);
  const behaviors = useGetAllBehaviorsQuery(promotionId ?? skipToken);

  return (
    <Stack p="md">
      <PageTitle>Edit Point Threshold</PageTitle>
      {!promotionId || !id || loaded.error ? (
        <RetryPanel
          title="Point threshold"
          message="Point threshold could not be found"
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      ) : null}
      {promotionId && loaded.data ? (
        <PointThresholdForm
          promotionId={promotionId}
          threshold={loaded.data}
          behaviors={behaviors.data ?? []}
          onDone={() => void navigate(paths['promotion.point_thresholds'](promotionId))}
        />
      ) : null}
      {loaded.isLoading ? <LoadingBlock label="Loading point threshold" /> : null}
    </Stack>
  );
}
