import { useState } from 'react';
import { Alert, Button, Group, List, NativeSelect, Stack, TextInput } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useGetCollectionsQuery,
  useGetMaskTypesQuery,
  useGetStyleQuery,
  useSaveStyleMutation,
} from '../api/styles-api';
import type { MaskType, WorkStyle } from '../api/styles-api';
import { SAVE_STYLE_FAILED, positive, serverErrors } from '../lib/messages';

function StyleForm({ style, collectionId }: { style?: WorkStyle; collectionId?: number }) {
  const navigate = useNavigate();
  const [name, setName] = useState(style?.name ?? '');
  const [category, setCategory] = useState(style?.category ?? '');
  const [maskType, setMaskType] = useState<MaskType>(style?.mask_type ?? 'P');
  const [collection, setCollection] = useState(collectionId ? String(collectionId) : '');
  const [problems, setProblems] = useState<string[] | null>(null);
  const [save, saving] = useSaveStyleMutation();
  const maskTypes = useGetMaskTypesQuery();
  const collections = useGetCollectionsQuery(style ? skipToken : undefined);
  const back = collectionId ? paths['collections.edit'](collectionId) : paths['workstyles.list'];

  const submit = async () => {
    setProblems(null);
    try {
      const body = { name, category: category.trim() || null, mask_type: maskType };
      await save({
        id: style?.id,
        body: style ? body : { ...body, collection_id: collection ? Number(collection) : null },
      }).unwrap();
      void navigate(collection ? paths['collections.edit'](collection) : paths['workstyles.list']);
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  };

  return (
    <form
      aria-label="Work style"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack maw={560}>
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Category"
          maxLength={100}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
        />
        <NativeSelect
          label="Mask type"
          value={maskType}
          onChange={(event) => setMaskType(event.currentTarget.value as MaskType)}
          data={(maskTypes.data ?? [{ id: 'P', name: 'Painting' }]).map((type) => ({
            value: type.id,
            label: type.name,
          }))}
        />
        {style ? null : (
          <NativeSelect
            label="Collection"
            description="A style added to a collection comes last: the next week."
            value={collection}
            onChange={(event) => setCollection(event.currentTarget.value)}
            data={[
              { value: '', label: 'None' },
              ...(collections.data ?? []).map((row) => ({
                value: String(row.id),
                label: row.name,
              })),
            ]}
          />
        )}
        {problems ? (
          <Alert color="red" role="alert" title={SAVE_STYLE_FAILED}>
            {problems.length ? (
              <List size="sm">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={back} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /workstyles/create (optionally ?collection_id) and /workstyles/edit/{id} (spec 3 s2). */
export function StyleEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const params = useParams();
  const id = mode === 'edit' ? positive(params.id) : undefined;
  const [search] = useSearchParams();
  const loaded = useGetStyleQuery(id ?? skipToken);
  const title = mode === 'edit' ? 'Edit Work Style' : 'New Work Style';
  if (mode === 'edit' && (!id || loaded.error)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Work style"
          message={loaded.error ? firstError(loaded.error) : 'WorkStyle could not be found'}
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
        <LoadingBlock label="Loading work style" />
      ) : (
        <StyleForm
          key={loaded.data?.id ?? 'new'}
          style={loaded.data}
          collectionId={positive(search.get('collection_id'))}
        />
      )}
    </Stack>
  );
}

export const StyleCreatePage = () => <StyleEditPage mode="create" />;
export const StyleUpdatePage = () => <StyleEditPage mode="edit" />;
