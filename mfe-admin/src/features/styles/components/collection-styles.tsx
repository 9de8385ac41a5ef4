import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CollectionStyle } from '../api/styles-api';
import { MASK_LABELS } from '../lib/messages';

interface RowProps {
  collectionId: number;
  style: CollectionStyle;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (style: CollectionStyle) => void;
}

function StyleRow({ collectionId, style, index, count, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: style.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      role="listitem"
      aria-label={`Week ${style.week}: ${style.name}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group justify="space-between" gap="xs">
        <Group wrap="nowrap" gap="sm" miw={0}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            aria-label={`Drag ${style.name}`}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden>⠿</span>
          </ActionIcon>
          <Badge variant="light">Week {style.week}</Badge>
          <Stack gap={0}>
            <Text fw={600}>{style.name}</Text>
            <Text size="xs" c="dimmed">
              {[style.category, MASK_LABELS[style.mask_type], `${style.image_count} images`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            disabled={index === 0}
            aria-label={`Move ${style.name} up`}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={index === count - 1}
            aria-label={`Move ${style.name} down`}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </Button>
          <Anchor
            component={Link}
            to={`${paths['collections.style.images'](collectionId, style.id)}/list`}
            aria-label={`Images of ${style.name}`}
          >
            Images
          </Anchor>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`Remove ${style.name} from the collection`}
            onClick={() => onRemove(style)}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The collection's styles in week order; dragging (pointer, or keyboard: space, arrows,
 * space) or the arrow buttons reorder them, and the weeks follow (spec 3 s4).
 */
export function CollectionStyles({
  collectionId,
  styles,
  onOrder,
}: {
  collectionId: number;
  styles: CollectionStyle[];
  onOrder: (ids: number[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = styles.map((style) => style.id);
  const move = (from: number, to: number) => onOrder(arrayMove(ids, from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over?.id));
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  const remove = (style: CollectionStyle) => onOrder(ids.filter((id) => id !== style.id));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" role="list" aria-label="Styles by week">
          {styles.map((style, index) => (
            <StyleRow
              key={style.id}
              collectionId={collectionId}
              style={style}
              index={index}
              count={styles.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
