import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ContentItem } from '@wellness/shared-ui';

export interface ContentItemActions {
  onEdit: (item: ContentItem) => void;
  onReset: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  onMove: (item: ContentItem, neighbour: ContentItem) => void;
}

export interface ContentItemRowProps extends ContentItemActions {
  item: ContentItem;
  previous?: ContentItem;
  next?: ContentItem;
  canDelete: boolean;
}

/** One item: drag handle (mouse, touch or keyboard), what it is, and its actions. */
export function ContentItemRow({
  item,
  previous,
  next,
  canDelete,
  onEdit,
  onReset,
  onDelete,
  onMove,
}: ContentItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: item.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={`Content ${item.key}`}
      role="listitem"
    >
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" gap="sm">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            aria-label={`Drag ${item.key}`}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden>⠿</span>
          </ActionIcon>
          <Stack gap={2}>
            <Text fw={600}>{item.title || item.key}</Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {item.key}
              </Text>
              {item.is_default && (
                <Badge size="xs" variant="light">
                  Default
                </Badge>
              )}
              {item.is_override && (
                <Badge size="xs" color="teal" variant="light">
                  Edited
                </Badge>
              )}
              {item.hidden && (
                <Badge size="xs" color="gray">
                  Hidden
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            disabled={!previous}
            aria-label={`Move ${item.key} up`}
            onClick={() => previous && onMove(item, previous)}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={!next}
            aria-label={`Move ${item.key} down`}
            onClick={() => next && onMove(item, next)}
          >
            ↓
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit(item)}
            aria-label={`Edit ${item.key}`}
          >
            Edit
          </Button>
          {item.is_override && (
            <Button
              size="xs"
              variant="default"
              onClick={() => onReset(item)}
              aria-label={`Reset ${item.key} to default`}
            >
              Reset to default
            </Button>
          )}
          {canDelete && !item.is_default && (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              onClick={() => onDelete(item)}
              aria-label={`Delete ${item.key}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
