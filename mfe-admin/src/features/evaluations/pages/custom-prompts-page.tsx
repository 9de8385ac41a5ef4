import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetCustomPromptsQuery } from '../api/evaluations-api';
import type { CustomPrompt } from '../api/evaluations-api';
import { CustomPromptForm } from '../components/custom-prompt-form';
import { CustomPromptTable } from '../components/custom-prompt-table';
import { usePromotionId } from '../hooks/use-promotion-id';
import { PROMPT_NOT_FOUND } from '../lib/messages';

/**
 * The promotion's custom prompts (spec 3 s2 promotion-level /custom_prompts, and the child
 * /custom_prompts of a definition's editor): add, edit, delete.
 */
export function CustomPromptsPage() {
  const promotionId = usePromotionId();
  const definitionId = useParams().definitionId;
  const prompts = useGetCustomPromptsQuery(promotionId ?? 0, { skip: !promotionId });
  const [editing, setEditing] = useState<CustomPrompt | null>(null);

  return (
    <Stack p="md">
      <PageTitle>Custom prompts</PageTitle>
      {definitionId ? (
        <Anchor component={Link} to={paths['evaluations-definitions.edit'](definitionId)}>
          Back to the evaluation
        </Anchor>
      ) : null}
      <Text c="dimmed" size="sm">
        Questions the promotion's evaluations can ask. A checkbox answers 0/1 or Y/N; a text area
        takes long text; a heading only titles the questions after it.
      </Text>
      {prompts.isLoading || !promotionId ? <LoadingBlock label="Loading custom prompts" /> : null}
      {prompts.isError ? (
        <RetryPanel
          title="Custom prompts"
          message={PROMPT_NOT_FOUND}
          onRetry={() => void prompts.refetch()}
          retrying={prompts.isFetching}
        />
      ) : null}
      {prompts.data && promotionId ? (
        prompts.data.length ? (
          <CustomPromptTable promotionId={promotionId} prompts={prompts.data} onEdit={setEditing} />
        ) : (
          <EmptyState title="No custom prompts yet. Add the first question below." />
        )
      ) : null}
      {promotionId ? (
        <>
          <Title order={2} size="h4">
            {editing ? `Edit ${editing.short_label}` : 'Add a prompt'}
          </Title>
          <CustomPromptForm
            key={editing?.id ?? 'new'}
            promotionId={promotionId}
            prompt={editing ?? undefined}
            onDone={() => setEditing(null)}
          />
        </>
      ) : null}
    </Stack>
  );
}
