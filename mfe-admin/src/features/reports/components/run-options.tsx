import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { ReportEvaluation, ReportLocation } from '../api/reports-api';
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
  /** The promotion's evaluation definitions (undefined while loading). */
  evaluations?: ReportEvaluation[];
  evaluationsFailed?: boolean;
  onChange: (value: RunOptionsValue) => void;
}

/** Spec 3 section 7: a run takes min and max dates, location, top-level location and evaluation. */
/** Spec 3 s8 loader message when the evaluations cannot be listed. */
export const NO_EVALUATIONS = 'No Evaluations Found.';

/** The evaluation choice: none (every participant), or one definition's answers. */
function evaluationOptions(evaluations: ReportEvaluation[] | undefined, failed: boolean) {
  if (failed) return [{ value: '', label: NO_EVALUATIONS }];
  if (!evaluations?.length) return [{ value: '', label: 'No evaluations yet' }];
  return [
    { value: '', label: 'No evaluation answers' },
    ...evaluations.map((evaluation) => ({ value: String(evaluation.id), label: evaluation.title })),
  ];
}

export function RunOptions({
  value,
  locations,
  evaluations,
  evaluationsFailed = false,
  onChange,
}: RunOptionsProps) {
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
        description="Only those who answered it, with their answers"
        data={evaluationOptions(evaluations, evaluationsFailed)}
        value={value.evaluation}
        onChange={(event) => set({ evaluation: event.currentTarget.value })}
        disabled={!evaluations?.length}
      />
    </Group>
  );
}
