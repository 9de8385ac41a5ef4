import { Checkbox, Switch } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

export interface ToggleFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  disabled?: boolean;
  /** A switch (the e-mail preferences) or a checkbox (a flag such as wall expert). */
  kind?: 'switch' | 'checkbox';
}

/** One boolean of a settings form, bound to the form's state. */
export function ToggleField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  kind = 'switch',
}: ToggleFieldProps<T>) {
  const { field } = useController({ control, name });
  const props = {
    label,
    disabled,
    checked: Boolean(field.value),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
    ref: field.ref,
  };
  return kind === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />;
}
