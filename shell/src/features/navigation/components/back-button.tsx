import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { PageEntry } from '../lib/page-history';

/** Spec 1 s2: 'Back to {previous title}', returning to the previous state (history). */
export function BackButton({ previous }: { previous: PageEntry }) {
  const navigate = useNavigate();
  return (
    <Button variant="subtle" size="compact-sm" mb="sm" onClick={() => void navigate(-1)}>
      {`Back to ${previous.title}`}
    </Button>
  );
}
