import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetEligibilityQuery, useSaveEligibilityMutation } from '../api/eligibility-api';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';
import { ELIGIBILITY_FAILED, SAVE_FAILED } from '../lib/eligibility-messages';
import { eligibilityPaths } from '../lib/eligibility-paths';

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** /eligibility/{eligId}/create and /edit: one row of the list. */
export function EligibilityEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const { eligId } = useParams();
  const id = mode === 'edit' && eligId && /^\d+$/.test(eligId) ? Number(eligId) : undefined;
  const promotionId = useDashboardPromotionId();
  const navigate = useNavigate();
  const loaded = useGetEligibilityQuery(promotionId && id ? { promotionId, id } : skipToken);
  const [save, saving] = useSaveEligibilityMutation();
  const [form, setForm] = useState({ identifier: '', first_name: '', last_name: '', email: '' });
  const [problems, setProblems] = useState<string[] | null>(null);

  useEffect(() => {
    if (loaded.data) {
      setForm({
        identifier: loaded.data.identifier,
        first_name: loaded.data.first_name ?? '',
        last_name: loaded.data.last_name ?? '',
        email: loaded.data.email ?? '',
      });
    }
  }, [loaded.data]);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!promotionId) return;
    setProblems(null);
    try {
      await save({
        promotionId,
        id,
        body: {
          identifier: form.identifier,
          first_name: blankToNull(form.first_name),
          last_name: blankToNull(form.last_name),
          email: blankToNull(form.email),
        },
      }).unwrap();
      void navigate(eligibilityPaths.list);
    } catch (failure) {
      const errors = (failure as { data?: { errors?: string[] } }).data?.errors;
      setProblems(Array.isArray(errors) ? errors : []);
    }
  };

  const title = mode === 'edit' ? 'Edit Eligibility' : 'Add Eligibility';
  if (mode === 'edit' && loaded.error) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Eligibility"
          message={ELIGIBILITY_FAILED}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md" maw={520}>
      <PageTitle>{title}</PageTitle>
      {loaded.isLoading ? <LoadingBlock label="Loading eligibility" /> : null}
      <form onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
        <Stack>
          <TextInput label="Identifier" required maxLength={191} {...field('identifier')} />
          <TextInput label="First Name" maxLength={100} {...field('first_name')} />
          <TextInput label="Last Name" maxLength={100} {...field('last_name')} />
          <TextInput label="Email" type="email" maxLength={255} {...field('email')} />
          {problems ? (
            <Alert color="red" role="alert" title={SAVE_FAILED}>
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
            <Button component={Link} to={eligibilityPaths.list} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /eligibility/{eligId}/create */
export const EligibilityCreatePage = () => <EligibilityEditPage mode="create" />;
/** /eligibility/{eligId}/edit */
export const EligibilityUpdatePage = () => <EligibilityEditPage mode="edit" />;
