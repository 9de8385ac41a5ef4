import { Stack, Title } from '@mantine/core';
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
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ContentItem } from '@wellness/shared-ui';
import { ContentItemRow } from './content-item-row';
import type { ContentItemActions } from './content-item-row';

export interface ContentGroupListProps extends ContentItemActions {
  group: string;
  items: ContentItem[];
  canDelete: boolean;
}

/** A group's items, reordered by dragging (pointer or keyboard: space, arrows, space). */
export function ContentGroupList({ group, items, canDelete, ...actions }: ContentGroupListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    const moved = items.find((item) => item.id === active.id);
    const neighbour = items.find((item) => item.id === over?.id);
    if (moved && neighbour && moved.id !== neighbour.id) actions.onMove(moved, neighbour);
  };
  return (
    <Stack gap="xs" component="section" aria-label={group}>
      <Title order={3}>{group}</Title>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <SortableContext
          items={items.map((item) => item.id)}
          strategy={verticalListSortingStrategy}
        >
          <Stack gap="xs" role="list" aria-label={`${group} items`}>
            {items.map((item, index) => (
              <ContentItemRow
                key={item.id}
                item={item}
                previous={items[index - 1]}
                next={items[index + 1]}
                canDelete={canDelete}
                {...actions}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
