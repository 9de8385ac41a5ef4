import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ConfirmDialog,
  ContentView,
  EmptyState,
  LoadingBlock,
  RetryPanel,
  firstError,
  useGetContentQuery,
} from '@wellness/shared-ui';
import type { ContentItem } from '@wellness/shared-ui';
import {
  useDeleteContentMutation,
  useReorderContentMutation,
  useResetContentMutation,
} from '../api/content-editor-api';
import type { ContentCategory } from '../api/content-editor-api';
import { groupItems } from '../lib/keys';
import { bySequence, resequence } from '../lib/resequence';
import { canAdd } from '../lib/variant';
import type { EditorVariant } from '../lib/variant';
import { AddContentDialog } from './add-content-dialog';
import { ContentError } from './content-error';
import { ContentGroupList } from './content-group-list';
import { ContentItemForm } from './content-item-form';

export interface ContentEditorProps {
  promotionId: number;
  category: ContentCategory;
  variant: EditorVariant;
}

type Confirming = { action: 'reset' | 'delete'; item: ContentItem } | null;

/** A category's items by group, with add, edit, reset, delete and reorder. */
export function ContentEditor({ promotionId, category, variant }: ContentEditorProps) {
  const scope = { promotionId, category: category.category };
  const content = useGetContentQuery({ ...scope, hidden: true });
  const [editing, setEditing] = useState<ContentItem | null>(null);
  const [adding, setAdding] = useState<'key' | 'group' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reset, resetState] = useResetContentMutation();
  const [remove, removeState] = useDeleteContentMutation();
  const [reorder, reorderState] = useReorderContentMutation();
  const items = [...(content.data ?? [])].sort(bySequence);
  const adds = canAdd(category, variant);

  const confirm = async () => {
    if (!confirming) return;
    const { action, item } = confirming;
    setConfirming(null);
    if (action === 'reset') await reset({ ...scope, id: item.id }).catch(() => null);
    else await remove({ ...scope, id: item.id }).catch(() => null);
  };
  const move = (item: ContentItem, neighbour: ContentItem) => {
    const ordered = resequence(items, item.id, neighbour.id);
    if (ordered) void reorder({ ...scope, ordered });
  };

  if (content.isLoading) return <LoadingBlock label="Loading content" />;
  if (content.error) {
    return (
      <RetryPanel
        title="Custom Content could not be found"
        message={firstError(content.error)}
        onRetry={() => void content.refetch()}
        retrying={content.isFetching}
      />
    );
  }
  const editor = (
    <Stack gap="lg">
      {adds && (
        <Group>
          <Button onClick={() => setAdding('key')}>Add key</Button>
          <Button variant="light" onClick={() => setAdding('group')}>
            Add group
          </Button>
        </Group>
      )}
      {resetState.error ? (
        <ContentError
          title="Could not reset to default"
          error={resetState.error}
          onClose={resetState.reset}
        />
      ) : null}
      {removeState.error ? (
        <ContentError
          title="Could not delete Content"
          error={removeState.error}
          onClose={removeState.reset}
        />
      ) : null}
      {reorderState.error ? (
        <ContentError
          title="Could not resequence content."
          error={reorderState.error}
          onClose={reorderState.reset}
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState title="No content yet" description="Need content" />
      ) : (
        groupItems(items).map(({ group, items: members }) => (
          <ContentGroupList
            key={group}
            group={group}
            items={members}
            canDelete={adds}
            onEdit={setEditing}
            onReset={(item) => setConfirming({ action: 'reset', item })}
            onDelete={(item) => setConfirming({ action: 'delete', item })}
            onMove={move}
          />
        ))
      )}
    </Stack>
  );

  return (
    <>
      {variant === 'welcome' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {editor}
          <Paper withBorder p="md" component="section" aria-label="Preview">
            <Title order={3} mb="sm">
              Preview
            </Title>
            <Stack gap="lg">
              {items
                .filter((item) => !item.hidden)
                .map((item) => (
                  <ContentView key={item.id} item={item} titleOrder={4} />
                ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      ) : (
        editor
      )}
      {editing && (
        <ContentItemForm
          promotionId={promotionId}
          category={category}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {adding && (
        <AddContentDialog
          mode={adding}
          promotionId={promotionId}
          category={category.category}
          items={items}
          onClose={() => setAdding(null)}
          onAdded={(item) => {
            setAdding(null);
            setEditing(item);
          }}
        />
      )}
      <ConfirmDialog
        opened={confirming?.action === 'reset'}
        title="Reset to default"
        confirmLabel="Reset to default"
        danger
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        {`Reset ${confirming?.item.key ?? ''} to the default content? This promotion's changes are deleted.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming?.action === 'delete'}
        title="Delete content"
        confirmLabel="Delete"
        danger
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      >
        {`Delete ${confirming?.item.key ?? ''}? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
