import { NumberInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ActivityFormOutput, ActivityFormValues } from '../lib/activity-form';

export interface WholeNumberFieldProps {
  name: 'week_available' | 'sequence' | 'point_value';
  label: string;
  min: number;
  disabled?: boolean;
}

/** A whole-number input of the activity form; an emptied box is '' until it is valid again. */
export function WholeNumberField({ name, label, min, disabled = false }: WholeNumberFieldProps) {
  const { control } = useFormContext<ActivityFormValues, unknown, ActivityFormOutput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={min}
          allowDecimal={false}
          {...field}
          disabled={disabled}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
