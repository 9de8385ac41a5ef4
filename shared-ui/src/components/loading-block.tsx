import { Center, Loader, VisuallyHidden } from '@mantine/core';

export interface LoadingBlockProps {
  /** Read by screen readers while the content loads. */
  label?: string;
}

/** A centred spinner standing in for content that is loading. */
export function LoadingBlock({ label = 'Loading' }: LoadingBlockProps) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden size="md" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
