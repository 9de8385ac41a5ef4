import type { Dispatch } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import type { ReportField } from '../api/reports-api';
import type { BuilderAction, FilterRow } from '../lib/builder';
import { groupFields } from '../lib/categories';
import { SIGNS } from '../lib/signs';

export interface FilterRowsProps {
  rows: FilterRow[];
  fields: ReportField[];
  dispatch: Dispatch<BuilderAction>;
}

const inputType = (field: ReportField | undefined) =>
  field?.type === 'number' ? 'number' : field?.type === 'date' ? 'date' : 'text';

/** The report's filters: field, operator and value; `between` takes two dates. */
export function FilterRows({ rows, fields, dispatch }: FilterRowsProps) {
  const fieldOptions = [{ value: '', label: 'Choose a field' }, ...groupFields(fields)];
  const signOptions = [
    { value: '', label: 'Operator' },
    ...SIGNS.map((sign) => ({ value: sign, label: sign })),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Filters
      </Title>
      {rows.map((row, index) => {
        const n = index + 1;
        const set = (changes: Partial<Omit<FilterRow, 'key'>>) =>
          dispatch({ type: 'setFilter', key: row.key, changes });
        const field = fields.find((candidate) => candidate.id === row.field);
        return (
          <Group key={row.key} align="flex-end" wrap="wrap">
            <NativeSelect
              label={`Filter ${n} field`}
              data={fieldOptions}
              value={row.field}
              onChange={(event) => set({ field: event.currentTarget.value })}
            />
            <NativeSelect
              label={`Filter ${n} operator`}
              data={signOptions}
              value={row.sign}
              onChange={(event) => set({ sign: event.currentTarget.value as FilterRow['sign'] })}
            />
            {row.sign === 'between' ? (
              <>
                <TextInput
                  type="date"
                  label={`Filter ${n} from`}
                  value={row.value}
                  onChange={(event) => set({ value: event.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label={`Filter ${n} to`}
                  value={row.to}
                  onChange={(event) => set({ to: event.currentTarget.value })}
                />
              </>
            ) : (
              <TextInput
                type={inputType(field)}
                label={`Filter ${n} value`}
                value={row.value}
                onChange={(event) => set({ value: event.currentTarget.value })}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove filter ${n}`}
              onClick={() => dispatch({ type: 'removeFilterRow', key: row.key })}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => dispatch({ type: 'addFilterRow' })}>
          Add filter
        </Button>
      </Group>
    </Stack>
  );
}
