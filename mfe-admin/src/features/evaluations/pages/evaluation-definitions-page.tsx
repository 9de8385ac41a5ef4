import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, TableScroll } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetEvaluationDefinitionsQuery } from '../api/evaluations-api';
import { usePromotionId } from '../hooks/use-promotion-id';
import { windowText } from '../lib/definition-form';
import { NO_EVALUATIONS } from '../lib/messages';

/** The promotion's evaluation definitions (spec 3 s2 "Evaluations"), with New and Edit. */
export function EvaluationDefinitionsPage() {
  const promotionId = usePromotionId();
  const definitions = useGetEvaluationDefinitionsQuery(promotionId ?? 0, { skip: !promotionId });

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Evaluations</PageTitle>
        {promotionId ? (
          <Group>
            <Button
              variant="default"
              component={Link}
              to={paths['promotion.custom_prompts'](promotionId)}
            >
              Custom prompts
            </Button>
            <Button component={Link} to={paths['evaluations-definitions.new'](promotionId)}>
              New evaluation
            </Button>
          </Group>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm">
        Participants answer each evaluation once while it is open; Registration is asked on the
        registration form.
      </Text>
      {definitions.isLoading || !promotionId ? <LoadingBlock label="Loading evaluations" /> : null}
      {definitions.isError ? (
        <RetryPanel
          title="Evaluations"
          message={NO_EVALUATIONS}
          onRetry={() => void definitions.refetch()}
          retrying={definitions.isFetching}
        />
      ) : null}
      {definitions.data && promotionId ? (
        definitions.data.length ? (
          <TableScroll label="Evaluations" minWidth={560}>
            <Table striped aria-label="Evaluations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Opens</Table.Th>
                  <Table.Th>Questions</Table.Th>
                  <Table.Th>Answered by</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {definitions.data.map((definition) => (
                  <Table.Tr key={definition.id}>
                    <Table.Td>{definition.title}</Table.Td>
                    <Table.Td>{windowText(definition)}</Table.Td>
                    <Table.Td>
                      {definition.questions.filter((question) => question.is_active).length}
                    </Table.Td>
                    <Table.Td>{definition.answered_count}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths['evaluations-definitions.edit'](definition.id, promotionId)}
                        aria-label={`Edit ${definition.title}`}
                      >
                        Edit
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        ) : (
          <EmptyState title="No evaluations yet. Create one to ask participants how they are doing." />
        )
      ) : null}
    </Stack>
  );
}
