import type { Dispatch } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import type { ReportField } from '../api/reports-api';
import type { BuilderAction, FieldRow } from '../lib/builder';
import { groupFields } from '../lib/categories';

export interface FieldRowsProps {
  rows: FieldRow[];
  fields: ReportField[];
  dispatch: Dispatch<BuilderAction>;
}

/** The report's columns: one select per field, grouped by category in the spec order. */
export function FieldRows({ rows, fields, dispatch }: FieldRowsProps) {
  const options = [{ value: '', label: 'Choose a field' }, ...groupFields(fields)];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Fields
      </Title>
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-end" wrap="nowrap">
          <NativeSelect
            label={`Field ${index + 1}`}
            data={options}
            value={row.field}
            onChange={(event) =>
              dispatch({ type: 'setField', key: row.key, field: event.currentTarget.value })
            }
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove field ${index + 1}`}
            onClick={() => dispatch({ type: 'removeFieldRow', key: row.key })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" onClick={() => dispatch({ type: 'addFieldRow' })}>
          Add field
        </Button>
      </Group>
    </Stack>
  );
}
