import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

/** Typing pause before a column filter applies. */
export const FILTER_DEBOUNCE_MS = 400;

export interface ColumnFilterProps {
  header: string;
  onChange: (value: string) => void;
}

/** One column's filter box; applies what was typed once typing pauses. */
export function ColumnFilter({ header, onChange }: ColumnFilterProps) {
  const [text, setText] = useState('');
  const apply = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  return (
    <TextInput
      size="xs"
      aria-label={`Filter ${header}`}
      placeholder="Filter"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}
