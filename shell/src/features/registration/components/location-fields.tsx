import { useMemo } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { LocationOption } from '../api/registration-api';
import type { SectionProps } from '../lib/registration-values';

/** A location picker's options: a blank first choice, then the locations by name. */
const choices = (locations: Array<{ id: number; name: string }>) => [
  { value: '', label: 'Choose…' },
  ...locations.map((location) => ({ value: String(location.id), label: location.name })),
];

/** The parent locations, and the children of the parent picked. */
export function useLocationChoices(
  locations: LocationOption[] | undefined,
  parentId: string | null,
) {
  return useMemo(() => {
    const all = locations ?? [];
    return {
      parents: all.filter((location) => location.parent_id === null),
      children: all.filter(
        (location) => parentId !== null && location.parent_id === Number(parentId),
      ),
    };
  }, [locations, parentId]);
}

/** The parent and child location pickers, labelled with the promotion's location labels. */
export function LocationFields({
  values,
  change,
  alerts,
  parents,
  children,
  labels: [parentLabel, childLabel],
}: SectionProps & {
  parents: LocationOption[];
  children: LocationOption[];
  labels: [string, string];
}) {
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={parentLabel}
        required
        data={choices(parents)}
        value={values.parentId ?? ''}
        onChange={(event) => {
          change('parentId', event.currentTarget.value || null);
          change('childId', null);
        }}
        error={alerts.location}
        errorProps={{ role: 'alert' }}
      />
      {children.length ? (
        <NativeSelect
          label={childLabel}
          required
          data={choices(children)}
          value={values.childId ?? ''}
          onChange={(event) => change('childId', event.currentTarget.value || null)}
        />
      ) : null}
    </Group>
  );
}
