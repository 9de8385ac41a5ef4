import { useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { LocationRow as Row } from '../api/locations-api';
import { MAX_DEPTH, keyboardMoves } from '../lib/tree';
import type { MovePlan, TreeNode } from '../lib/tree';
import { NameForm } from './name-form';

export interface RowActions {
  rows: Row[];
  dragging: boolean;
  onMove: (plan: MovePlan) => void;
  onAdd: (name: string, parentId: number) => Promise<boolean>;
  onRename: (id: number, name: string) => Promise<boolean>;
  onDelete: (node: TreeNode) => void;
}

/** A drop zone "inside" a location: the dragged one becomes its last sub-location. */
function InsideZone({ node }: { node: TreeNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `inside-${node.id}` });
  return (
    <Box
      ref={setNodeRef}
      px="xs"
      style={{ border: '1px dashed var(--mantine-color-gray-6)', borderRadius: 4 }}
      bg={isOver ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Text size="xs">Into {node.name}</Text>
    </Box>
  );
}

/** One location of the tree with its moves (drag or buttons), rename, add and delete. */
export function LocationTreeRow({ node, actions }: { node: TreeNode; actions: RowActions }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'add'>('view');
  const drag = useDraggable({ id: node.id });
  const before = useDroppable({ id: `before-${node.id}` });
  const moves = keyboardMoves(actions.rows, node.id);
  const button = (label: string, plan: MovePlan | null, text: string) =>
    plan ? (
      <Button
        size="compact-xs"
        variant="default"
        aria-label={`${label} ${node.name}`}
        onClick={() => actions.onMove(plan)}
      >
        {text}
      </Button>
    ) : null;
  return (
    <li aria-label={node.name}>
      <Group
        ref={before.setNodeRef}
        gap="xs"
        py={4}
        wrap="wrap"
        bg={before.isOver ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ opacity: drag.isDragging ? 0.5 : 1 }}
      >
        <Button
          ref={drag.setNodeRef}
          size="compact-xs"
          variant="subtle"
          aria-label={`Drag ${node.name}`}
          {...drag.listeners}
          {...drag.attributes}
        >
          ⠿
        </Button>
        {mode === 'rename' ? (
          <NameForm
            label={`New name for ${node.name}`}
            submitLabel="Save"
            initial={node.name}
            onCancel={() => setMode('view')}
            onSubmit={async (name) => {
              const saved = await actions.onRename(node.id, name);
              if (saved) setMode('view');
              return saved;
            }}
          />
        ) : (
          <Text fw={node.level === 1 ? 700 : 400}>{node.name}</Text>
        )}
        {actions.dragging && !drag.isDragging && node.level < MAX_DEPTH ? (
          <InsideZone node={node} />
        ) : null}
        {button('Move up', moves.up, 'Up')}
        {button('Move down', moves.down, 'Down')}
        {button('Indent', moves.indent, 'Indent')}
        {button('Outdent', moves.outdent, 'Outdent')}
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Rename ${node.name}`}
          onClick={() => setMode('rename')}
        >
          Rename
        </Button>
        {node.level < MAX_DEPTH ? (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Add a location under ${node.name}`}
            onClick={() => setMode('add')}
          >
            Add
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          aria-label={`Delete ${node.name}`}
          onClick={() => actions.onDelete(node)}
        >
          Delete
        </Button>
      </Group>
      {mode === 'add' ? (
        <Box pl="xl">
          <NameForm
            label={`New location under ${node.name}`}
            submitLabel="Add"
            onCancel={() => setMode('view')}
            onSubmit={async (name) => {
              const saved = await actions.onAdd(name, node.id);
              if (saved) setMode('view');
              return saved;
            }}
          />
        </Box>
      ) : null}
      {node.children.length ? (
        <Box component="ul" pl="xl" m={0} style={{ listStyle: 'none' }}>
          {node.children.map((child) => (
            <LocationTreeRow key={child.id} node={child} actions={actions} />
          ))}
        </Box>
      ) : null}
    </li>
  );
}
