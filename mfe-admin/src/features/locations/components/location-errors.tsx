import { Alert, List } from '@mantine/core';

export interface LocationErrorsProps {
  title: string;
  errors: string[];
  onClose: () => void;
}

/** Spec 1 s8: a failed save shows its errors as a list under the spec's title. */
export function LocationErrors({ title, errors, onClose }: LocationErrorsProps) {
  return (
    <Alert
      color="red"
      title={title}
      role="alert"
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      <List size="sm">
        {errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
