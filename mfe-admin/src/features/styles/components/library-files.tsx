import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GalleryImage, LibraryFolder } from '../api/styles-api';

/** The folders of the open folder, each a button that opens it. */
export function LibraryFolders({
  folders,
  onOpen,
}: {
  folders: LibraryFolder[];
  onOpen: (path: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} role="list" aria-label="Folders">
      {folders.map((folder) => {
        const count = folder.files_count === 1 ? '1 image' : `${folder.files_count} images`;
        return (
          <div role="listitem" key={folder.path}>
            <Button
              variant="default"
              fullWidth
              h="auto"
              py="sm"
              onClick={() => onOpen(folder.path)}
              aria-label={`Open ${folder.label} (${count})`}
            >
              <Stack gap={2} align="center">
                <Text fw={600}>{folder.label}</Text>
                <Text size="xs" c="dimmed">
                  {count}
                </Text>
              </Stack>
            </Button>
          </div>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * The pictures of the open category. Clicking one selects it (spec 2 s4 "select"); the
 * selected picture shows its details and actions in the panel below the grid.
 */
export function LibraryFileGrid({
  files,
  label,
  selectedId,
  onSelect,
}: {
  files: GalleryImage[];
  label: string;
  selectedId: number | null;
  onSelect: (image: GalleryImage) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} role="list" aria-label={`${label} images`}>
      {files.map((image) => {
        const selected = image.id === selectedId;
        return (
          <Card
            key={image.id}
            withBorder
            role="listitem"
            aria-label={image.filename}
            padding="xs"
            style={{
              outline: selected ? '3px solid var(--mantine-color-blue-filled)' : undefined,
              borderStyle: image.deleted ? 'dashed' : undefined,
            }}
          >
            <Card.Section>
              <Image src={image.http_path} alt={image.filename} h={120} fit="contain" />
            </Card.Section>
            <Group justify="space-between" mt="xs" wrap="nowrap" gap={4}>
              <Text size="sm" truncate>
                {image.filename}
              </Text>
              {image.deleted ? (
                <Badge color="dark" variant="filled" size="sm">
                  Removed
                </Badge>
              ) : null}
            </Group>
            <Button
              mt="xs"
              size="compact-sm"
              variant={selected ? 'filled' : 'light'}
              aria-pressed={selected}
              onClick={() => onSelect(image)}
            >
              {selected ? `Selected: ${image.filename}` : `Select ${image.filename}`}
            </Button>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The selected picture: what it is, and Remove or Undelete. */
export function SelectedFile({
  image,
  busy,
  onRemove,
  onUndelete,
}: {
  image: GalleryImage;
  busy: boolean;
  onRemove: () => void;
  onUndelete: () => void;
}) {
  return (
    <Card withBorder role="region" aria-label="Selected image">
      <Stack gap={4}>
        <Text fw={600}>{image.filename}</Text>
        <Text size="sm">
          {image.width} × {image.height} pixels{image.deleted ? ' · removed' : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {image.http_path}
        </Text>
        <Group mt="xs">
          {image.deleted ? (
            <Button onClick={onUndelete} loading={busy}>
              Undelete
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={onRemove} disabled={busy}>
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
