import { useId } from 'react';
import { Stack, Text } from '@mantine/core';

/** Spec 2 "Gallery image": the accepted endings. */
export const IMAGE_ACCEPT = '.gif,.jpg,.jpeg,.tiff,.png,.svg';

/** A labelled file picker for one picture (the browser's own control: keyboard and screen readers). */
export function ImageFileInput({
  label,
  description,
  required,
  onChange,
}: {
  label: string;
  description?: string;
  required?: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
        {required ? ' *' : ''}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed" id={`${id}-description`}>
          {description}
        </Text>
      ) : null}
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        required={required}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Stack>
  );
}
