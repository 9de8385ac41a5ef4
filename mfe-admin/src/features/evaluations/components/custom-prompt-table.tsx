import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog, TableScroll, firstError } from '@wellness/shared-ui';
import { useDeleteCustomPromptMutation } from '../api/evaluations-api';
import type { CustomPrompt } from '../api/evaluations-api';
import { typeLabel } from '../lib/prompt-form';

const answersOf = (prompt: CustomPrompt) => {
  if (prompt.type_of_prompt === 'CHECKBOX')
    return prompt.data_type === 'string' ? 'Y / N' : '0 / 1';
  if (prompt.type_of_prompt === 'DROPDOWN') return prompt.options.join(', ');
  if (prompt.type_of_prompt === 'HEADER') return '—';
  return prompt.data_type === 'text' ? 'Long text' : 'Text';
};

export interface CustomPromptTableProps {
  promotionId: number;
  prompts: CustomPrompt[];
  onEdit: (prompt: CustomPrompt) => void;
}

/** The promotion's custom prompts, each with Edit and Delete (after a confirmation). */
export function CustomPromptTable({ promotionId, prompts, onEdit }: CustomPromptTableProps) {
  const [asked, setAsked] = useState<CustomPrompt | null>(null);
  const [remove, removing] = useDeleteCustomPromptMutation();

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      setAsked(null);
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Could not delete', message: firstError(failure) });
    }
  };

  return (
    <>
      <TableScroll label="Custom prompts" minWidth={640}>
        <Table striped aria-label="Custom prompts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Answers</Table.Th>
              <Table.Th>Asked</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {prompts.map((prompt) => (
              <Table.Tr key={prompt.id}>
                <Table.Td>{prompt.short_label}</Table.Td>
                <Table.Td>{typeLabel(prompt.type_of_prompt)}</Table.Td>
                <Table.Td>{answersOf(prompt)}</Table.Td>
                <Table.Td>
                  {prompt.profile_only ? (
                    <Badge variant="outline">Profile only</Badge>
                  ) : (
                    <Badge>In evaluations</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onEdit(prompt)}
                      aria-label={`Edit ${prompt.short_label}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setAsked(prompt)}
                      aria-label={`Delete ${prompt.short_label}`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <ConfirmDialog
        opened={asked !== null}
        title="Delete prompt?"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        <Text>
          Delete {asked?.short_label ?? ''}? Evaluations stop asking it; answers already given are
          kept.
        </Text>
      </ConfirmDialog>
    </>
  );
}
