import { Badge } from '@mantine/core';
import { statusLabel } from '../lib/team-messages';

/**
 * Official or Pending (spec 2 s3: only those two are shown as labels). Filled in dark shades:
 * a light green badge's text is too faint for AA.
 */
export function StatusBadge({ status }: { status: number }) {
  const label = statusLabel(status);
  if (!label) return null;
  return (
    <Badge variant="filled" color={status === 1 ? 'teal.9' : 'gray.7'}>
      {label}
    </Badge>
  );
}
