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
  labels,
}: SectionProps & {
  parents: LocationOption[];
  children: LocationOption[];
  grandchildren: LocationOption[];
  labels: [string, string, string];
}) {
  // Each level's value; picking one clears the levels below it.
  const levels = [
    { field: 'parentId', options: parents },
    { field: 'childId', options: children },
    { field: 'grandchildId', options: grandchildren },
  ] as const;
  return (
    <Group grow align="flex-start">
      {levels.map(({ field, options }, level) =>
        level === 0 || options.length ? (
          <NativeSelect
            key={field}
            label={labels[level]}
            required
            data={choices(options)}
            value={values[field] ?? ''}
            onChange={(event) => {
              change(field, event.currentTarget.value || null);
              levels.slice(level + 1).forEach((below) => change(below.field, null));
            }}
            {...(level === 0 ? { error: alerts.location, errorProps: { role: 'alert' } } : {})}
          />
        ) : null,
      )}
    </Group>
  );
}
