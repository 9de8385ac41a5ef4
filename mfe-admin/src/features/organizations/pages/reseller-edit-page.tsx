import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetResellerQuery, useSaveResellerMutation } from '../api/organizations-api';
import {
  RESELLER_NOT_LOADED,
  SAVE_RESELLER_FAILED,
  SAVING_INDICATOR_DELAY_MS,
  positiveId,
  serverErrors,
} from '../lib/messages';
import { useDelayed } from '../lib/use-delayed';

function ResellerForm({ id, name }: { id?: number; name: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(name);
  const [save, saving] = useSaveResellerMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const showSaving = useDelayed(saving.isLoading, SAVING_INDICATOR_DELAY_MS);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblems(null);
    try {
      await save({ id, name: value }).unwrap();
      void navigate(paths.resellers);
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Reseller" noValidate>
      <Stack maw={480}>
        <TextInput
          label="Name"
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {problems ? (
          <Alert color="red" title={SAVE_RESELLER_FAILED} role="alert">
            {problems.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" disabled={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={paths.resellers} variant="default">
            Cancel
          </Button>
          {showSaving ? (
            <Text size="sm" role="status">
              Saving…
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** /reseller/{id}/create and /reseller/{id}/edit; the id may be `new` (spec 3 s2). */
function ResellerEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const params = useParams();
  const id = params.id === 'new' ? undefined : positiveId(params.id);
  const editing = mode === 'edit' || id !== undefined;
  const loaded = useGetResellerQuery(editing && id ? id : skipToken);
  const title = editing ? 'Edit Reseller' : 'New Reseller';
  if (editing && (!id || loaded.error)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title={RESELLER_NOT_LOADED}
          message={firstError(loaded.error, RESELLER_NOT_LOADED)}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {editing && !loaded.data ? (
        <LoadingBlock label="Loading reseller" />
      ) : (
        <ResellerForm
          key={loaded.data?.id ?? 'new'}
          id={loaded.data?.id}
          name={loaded.data?.name ?? ''}
        />
      )}
    </Stack>
  );
}

export const ResellerCreatePage = () => <ResellerEditPage mode="create" />;
export const ResellerUpdatePage = () => <ResellerEditPage mode="edit" />;
