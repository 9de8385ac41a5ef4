import { useEffect } from 'react';
import { List, Notification } from '@mantine/core';
import { UPLOAD_ERRORS_MS } from '../lib/eligibility-messages';

export interface UploadErrorsProps {
  errors: string[];
  onClear: () => void;
}

/** Spec 3 s8: upload errors as a bullet-list toast, cleared after 3 s. */
export function UploadErrors({ errors, onClear }: UploadErrorsProps) {
  useEffect(() => {
    if (errors.length === 0) return undefined;
    const timer = setTimeout(onClear, UPLOAD_ERRORS_MS);
    return () => clearTimeout(timer);
  }, [errors, onClear]);
  if (errors.length === 0) return null;
  return (
    <Notification
      color="red"
      role="alert"
      onClose={onClear}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
    >
      <List size="sm">
        {errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    </Notification>
  );
}
