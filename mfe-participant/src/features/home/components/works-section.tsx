import { Stack } from '@mantine/core';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import { hasWorks } from '../../../lib/roles';
import { useGetCompletedWorksQuery, useGetCurrentWorkQuery } from '../api/works-api';
import { useWorksRealtime } from '../hooks/use-works-realtime';
import { CompletedImages } from './completed-images';
import { CurrentWork } from './current-work';
import { SelectCategory } from './select-category';

interface WorksSectionProps {
  role: Role;
  promotionId: number;
  /** Logging has ended (on the page's current date). */
  loggingEnded: boolean;
}

/** Home's painting area (spec 1 s4); a master, and every non-participant role, has no work. */
export function WorksSection({ role, ...props }: WorksSectionProps) {
  return hasWorks(role) ? <Works {...props} /> : null;
}

function Works({ promotionId, loggingEnded }: Omit<WorksSectionProps, 'role'>) {
  useWorksRealtime();
  const current = useGetCurrentWorkQuery();
  const completed = useGetCompletedWorksQuery();
  if (current.isLoading || completed.isLoading) return <LoadingBlock />;
  if (current.isError || completed.isError) {
    const retry = () => {
      void current.refetch();
      void completed.refetch();
    };
    return <RetryPanel message="Could not load your painting." onRetry={retry} />;
  }
  const work = current.data ?? null;
  const finished = completed.data ?? [];
  // Spec 1 s4: once logging has ended and the last work is finished, home shows the grid.
  if (loggingEnded && !work) return <CompletedImages works={finished} />;
  return (
    <Stack gap="md">
      {work ? <CurrentWork work={work} /> : <SelectCategory promotionId={promotionId} />}
      {finished.length > 0 && <CompletedImages works={finished} />}
    </Stack>
  );
}
