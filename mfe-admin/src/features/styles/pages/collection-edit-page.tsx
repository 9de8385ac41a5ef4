import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from '../lib/messages';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useGetCollectionQuery,
  useGetStylesQuery,
  useSaveCollectionMutation,
} from '../api/styles-api';
import type { Collection } from '../api/styles-api';
import { CollectionStyles } from '../components/collection-styles';
import { positive } from '../lib/messages';

function CollectionForm({ collection }: { collection?: Collection }) {
  const navigate = useNavigate();
  const [name, setName] = useState(collection?.name ?? '');
  const [adding, setAdding] = useState('');
  const [save, saving] = useSaveCollectionMutation();
  const styles = useGetStylesQuery(collection ? undefined : skipToken);
  const unassigned = (styles.data ?? []).filter((style) => style.collection_id === null);

  const send = async (styleIds?: number[], nextName = collection?.name ?? name) => {
    try {
      const saved = await save({
        id: collection?.id,
        name: nextName,
        style_ids: styleIds,
      }).unwrap();
      if (!collection) void navigate(paths['collections.edit'](saved.id));
      return true;
    } catch (failure) {
      // Spec 3 s8: collection save errors show the first server error in a toast.
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
      return false;
    }
  };
  const ids = collection?.styles.map((style) => style.id) ?? [];

  return (
    <Stack maw={720}>
      <form
        aria-label="Collection"
        onSubmit={(event) => {
          event.preventDefault();
          void send(collection ? ids : undefined, name).then(
            (saved) =>
              saved &&
              collection &&
              notifications.show({ closeButtonProps: CLOSE, message: 'Collection saved.' }),
          );
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={paths['collections.list']} variant="default">
            Back
          </Button>
        </Group>
      </form>
      {collection ? (
        <>
          <Title order={2} size="h4">
            Styles
          </Title>
          <Text size="sm" c="dimmed">
            Participants may pick a style from its week on. Drag a style, or use its arrows, to
            change the order: the weeks follow.
          </Text>
          {collection.styles.length ? (
            <CollectionStyles
              collectionId={collection.id}
              styles={collection.styles}
              onOrder={(order) => void send(order)}
            />
          ) : (
            <Text>No styles yet.</Text>
          )}
          <Group align="flex-end">
            <NativeSelect
              label="Add a style"
              value={adding}
              onChange={(event) => setAdding(event.currentTarget.value)}
              data={[
                { value: '', label: unassigned.length ? 'Choose a style' : 'No style is free' },
                ...unassigned.map((style) => ({ value: String(style.id), label: style.name })),
              ]}
            />
            <Button
              variant="default"
              disabled={!adding}
              onClick={() => void send([...ids, Number(adding)]).then(() => setAdding(''))}
            >
              Add
            </Button>
            <Button
              component={Link}
              variant="light"
              to={`${paths['workstyles.create']}?collection_id=${collection.id}`}
            >
              New style
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** /collections/create and /collections/edit/{id} (spec 3 s2). */
export function CollectionEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const params = useParams();
  const id = mode === 'edit' ? positive(params.id) : undefined;
  const loaded = useGetCollectionQuery(id ?? skipToken);
  const title = mode === 'edit' ? 'Edit Collection' : 'New Collection';
  if (mode === 'edit' && (!id || loaded.error)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Collection"
          message={loaded.error ? firstError(loaded.error) : 'Collection could not be found'}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {mode === 'edit' && !loaded.data ? (
        <LoadingBlock label="Loading collection" />
      ) : (
        <CollectionForm key={loaded.data?.id ?? 'new'} collection={loaded.data} />
      )}
    </Stack>
  );
}

export const CollectionCreatePage = () => <CollectionEditPage mode="create" />;
export const CollectionUpdatePage = () => <CollectionEditPage mode="edit" />;
