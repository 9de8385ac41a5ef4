import { Button, FileButton, Group, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useBlurImageMutation, useUploadContentImageMutation } from '../api/content-editor-api';

/** Uploads the blur route takes: PNG, JPEG and GIF files of this site. */
const BLURRABLE = /^\/api\/files\/(public\/)?[0-9a-f]{32}\.(png|jpg|gif)$/;

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Why the address is refused, from the form's validation. */
  error?: string;
  /** Lets the form focus the address when it is refused. */
  inputRef?: Ref<HTMLInputElement>;
}

/** An image: an uploaded file (/api/files/...) or an https address. */
export function ImageField({ label, value, onChange, error, inputRef }: ImageFieldProps) {
  const [upload, { isLoading, isError }] = useUploadContentImageMutation();
  const [blur, blurring] = useBlurImageMutation();
  const makeBlurred = async () => {
    const made = await blur(value.trim())
      .unwrap()
      .catch(() => null);
    if (made) onChange(made.blur_url);
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    const stored = await upload(file)
      .unwrap()
      .catch(() => null);
    if (stored) onChange(stored.url);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={label}
        description="An uploaded file or an https:// address"
        value={value}
        ref={inputRef}
        error={
          error ??
          (isError ? 'Could not upload the image.' : undefined) ??
          (blurring.isError ? 'Could not blur the image.' : undefined)
        }
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/gif">
        {(props) => (
          <Button {...props} variant="default" loading={isLoading} aria-label={`Upload ${label}`}>
            Upload
          </Button>
        )}
      </FileButton>
      {BLURRABLE.test(value.trim()) ? (
        <Button
          variant="default"
          loading={blurring.isLoading}
          aria-label={`Blur ${label}`}
          title="Replace the image by a blurred version, for a background"
          onClick={() => void makeBlurred()}
        >
          Blur
        </Button>
      ) : null}
    </Group>
  );
}
