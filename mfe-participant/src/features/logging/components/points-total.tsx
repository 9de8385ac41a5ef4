import { Text } from '@mantine/core';
import { useGetMeQuery } from '@wellness/shared-ui';

/** The participant's running total; a polite live region so the rise after logging is announced. */
export function PointsTotal({ pointLabelPlural }: { pointLabelPlural: string }) {
  const { data: me } = useGetMeQuery();
  return (
    <Text role="status" fw={600}>
      Your {pointLabelPlural.toLowerCase()}: {me?.total_points ?? 0}
    </Text>
  );
}
