import { useState } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { ConfirmDialog, EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { buildTree, planDrop } from '../lib/tree';
import type { TreeNode } from '../lib/tree';
import { useLocationEditor } from '../lib/use-location-editor';
import { LocationErrors } from './location-errors';
import { LocationTreeRow } from './location-row';
import { NameForm } from './name-form';

/**
 * /locations/view: the promotion's location tree. Drag a location onto another to put it
 * before that one, or onto "Into …" to make it a sub-location; the buttons make the same moves
 * from the keyboard. Any drop is accepted here; the server refuses cycles and depth (spec 1 s5).
 */
export function LocationTree({ promotionId }: { promotionId: number }) {
  const editor = useLocationEditor(promotionId);
  const { data: rows, isLoading, isError, refetch } = editor.locations;
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<TreeNode | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  if (isLoading) return <LoadingBlock />;
  if (isError || !rows) return <RetryPanel onRetry={() => void refetch()} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over) return;
    const [kind, target] = String(over.id).split('-');
    const plan = planDrop(rows, Number(active.id), Number(target), kind === 'inside');
    if (plan) void editor.move(plan);
  };

  const actions = {
    rows,
    dragging,
    onMove: (plan: Parameters<typeof editor.move>[0]) => void editor.move(plan),
    onAdd: editor.add,
    onRename: editor.rename,
    onDelete: setDeleting,
  };

  return (
    <Stack>
      {editor.failure ? <LocationErrors {...editor.failure} onClose={editor.clearFailure} /> : null}
      <NameForm
        label="New top-level location"
        submitLabel="Add location"
        onSubmit={(name) => editor.add(name, null)}
      />
      {rows.length === 0 ? (
        <EmptyState title="No locations yet" />
      ) : (
        <DndContext
          sensors={sensors}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
        >
          <Box
            component="ul"
            aria-label="Locations"
            aria-busy={editor.busy}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {buildTree(rows).map((node) => (
              <LocationTreeRow key={node.id} node={node} actions={actions} />
            ))}
          </Box>
        </DndContext>
      )}
      <Text size="sm" c="dimmed">
        Drag a location onto another to place it before that one, or onto “Into …” to put it inside.
        Up, Down, Indent and Outdent do the same from the keyboard.
      </Text>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete location"
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const node = deleting!;
          setDeleting(null);
          void editor.destroy(node.id);
        }}
      >
        Delete {deleting?.name}? A location with sub-locations or participants cannot be deleted.
      </ConfirmDialog>
    </Stack>
  );
}
