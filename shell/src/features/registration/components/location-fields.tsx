import { useMemo } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { LocationOption } from '../api/registration-api';
import type { SectionProps } from '../lib/registration-values';

/** A location picker's options: a blank first choice, then the locations by name. */
const choices = (locations: Array<{ id: number; name: string }>) => [
  { value: '', label: 'Choose…' },
  ...locations.map((location) => ({ value: String(location.id), label: location.name })),
];

/**
 * The pickers by level (spec 3 s6: a participant picks down to the deepest level of the
 * branch): the top-level locations, the children of the one picked, and theirs.
 */
export function useLocationChoices(
  locations: LocationOption[] | undefined,
  parentId: string | null,
  childId: string | null,
) {
  return useMemo(() => {
    const all = locations ?? [];
    const under = (id: string | null) =>
      id === null ? [] : all.filter((location) => location.parent_id === Number(id));
    return {
      parents: all.filter((location) => location.parent_id === null),
      children: under(parentId),
      grandchildren: under(childId),
    };
  }, [locations, parentId, childId]);
}

/** The location pickers by level, labelled with the promotion's location labels. */
export function LocationFields({
  values,
  change,
  alerts,
  parents,
  children,
  grandchildren,
  labels: [parentLabel, childLabel, grandchildLabel],
}: SectionProps & {
  parents: LocationOption[];
  children: LocationOption[];
  grandchildren: LocationOption[];
  labels: [string, string, string];
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
          change('grandchildId', null);
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
          onChange={(event) => {
            change('childId', event.currentTarget.value || null);
            change('grandchildId', null);
          }}
        />
      ) : null}
      {grandchildren.length ? (
        <NativeSelect
          label={grandchildLabel}
          required
          data={choices(grandchildren)}
          value={values.grandchildId ?? ''}
          onChange={(event) => change('grandchildId', event.currentTarget.value || null)}
        />
      ) : null}
    </Group>
  );
}
