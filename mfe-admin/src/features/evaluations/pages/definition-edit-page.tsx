import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetCustomPromptsQuery, useGetEvaluationDefinitionQuery } from '../api/evaluations-api';
import { DefinitionForm } from '../components/definition-form';
import { usePromotionId } from '../hooks/use-promotion-id';
import { DEFINITION_NOT_FOUND, PROMPT_NOT_FOUND } from '../lib/messages';

/** /evaluations-definitions/new and /evaluations-definitions/{id}/edit. */
export function DefinitionEditPage() {
  const promotionId = usePromotionId();
  const { definitionId } = useParams();
  const id = Number(definitionId);
  const editing = definitionId !== undefined;
  const prompts = useGetCustomPromptsQuery(promotionId ?? 0, { skip: !promotionId });
  const definition = useGetEvaluationDefinitionQuery(
    { promotionId: promotionId ?? 0, id },
    { skip: !promotionId || !editing || !Number.isInteger(id) },
  );
  const failed = prompts.isError || (editing && (definition.isError || !Number.isInteger(id)));
  const ready = promotionId && prompts.data && (!editing || definition.data);

  return (
    <Stack p="md">
      <PageTitle>
        {editing ? `Edit ${definition.data?.title ?? 'evaluation'}` : 'New evaluation'}
      </PageTitle>
      {failed ? (
        <RetryPanel
          title="Evaluation"
          message={prompts.isError ? PROMPT_NOT_FOUND : DEFINITION_NOT_FOUND}
          onRetry={() => {
            void prompts.refetch();
            if (editing) void definition.refetch();
          }}
          retrying={prompts.isFetching || definition.isFetching}
        />
      ) : null}
      {!failed && !ready ? <LoadingBlock label="Loading the evaluation" /> : null}
      {ready && prompts.data ? (
        <DefinitionForm
          promotionId={promotionId}
          prompts={prompts.data}
          definition={editing ? definition.data : undefined}
        />
      ) : null}
    </Stack>
  );
}
