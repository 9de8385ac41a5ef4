import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { ReportLocation } from '../api/reports-api';
import type { RunOptionsInput } from '../lib/run-body';

export type RunOptionsValue = RunOptionsInput;

export const emptyRunOptions: RunOptionsValue = {
  minDate: '',
  maxDate: '',
  topLevelLocation: '',
  location: '',
  evaluation: '',
};

export interface RunOptionsProps {
  value: RunOptionsValue;
  locations: ReportLocation[];
  onChange: (value: RunOptionsValue) => void;
}

/** Spec 3 section 7: a run takes min and max dates, location, top-level location and evaluation. */
export function RunOptions({ value, locations, onChange }: RunOptionsProps) {
  const set = (changes: Partial<RunOptionsValue>) => onChange({ ...value, ...changes });
  const topLevels = locations.filter((location) => location.parent_id === null);
  const children = locations.filter(
    (location) =>
      location.parent_id !== null &&
      (!value.topLevelLocation || String(location.top_level_id) === value.topLevelLocation),
  );
  const options = (items: ReportLocation[], all: string) => [
    { value: '', label: all },
    ...items.map((location) => ({ value: String(location.id), label: location.name })),
  ];
  return (
    <Group align="flex-end">
      <TextInput
        type="date"
        label="From date"
        value={value.minDate}
        onChange={(event) => set({ minDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To date"
        value={value.maxDate}
        onChange={(event) => set({ maxDate: event.currentTarget.value })}
      />
      <NativeSelect
        label="Top-level location"
        data={options(topLevels, 'All top-level locations')}
        value={value.topLevelLocation}
        onChange={(event) => set({ topLevelLocation: event.currentTarget.value, location: '' })}
      />
      <NativeSelect
        label="Location"
        data={options(children, 'All locations')}
        value={value.location}
        onChange={(event) => set({ location: event.currentTarget.value })}
      />
      <NativeSelect
        label="Evaluation"
        data={[{ value: '', label: 'No evaluations yet' }]}
        value={value.evaluation}
        onChange={(event) => set({ evaluation: event.currentTarget.value })}
        disabled
      />
    </Group>
  );
}
