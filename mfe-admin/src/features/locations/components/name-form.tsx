import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

export interface NameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<boolean> | void;
  onCancel?: () => void;
}

/** One name field with its button: adding a location, or renaming one. */
export function NameForm({ label, submitLabel, initial = '', onSubmit, onCancel }: NameFormProps) {
  const [name, setName] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const saved = await onSubmit(name.trim());
    if (saved && !initial) setName('');
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          autoFocus={Boolean(onCancel)}
        />
        <Button type="submit" disabled={name.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
