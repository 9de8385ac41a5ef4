import { useEffect } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useGetJobQuery } from '../api/emails-api';
import type { Job } from '../api/emails-api';
import { JOB_POLL_MS } from '../lib/messages';

export interface SendProgressProps {
  jobId: string;
  /** Called once when the job has completed or failed. */
  onFinished?: (job: Job) => void;
}

const isFinished = (job: Job | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** A sending's progress bar, asked for each second until the job completes or fails. */
export function SendProgress({ jobId, onFinished }: SendProgressProps) {
  const { data: job } = useGetJobQuery(jobId, { pollingInterval: JOB_POLL_MS });
  const finished = isFinished(job);

  useEffect(() => {
    if (job && finished) onFinished?.(job);
  }, [job, finished, onFinished]);

  const sent = job?.progress.sent ?? 0;
  const total = job?.progress.total ?? 0;
  return (
    <Stack gap={4}>
      <Progress value={job?.progress.percent ?? 0} aria-label="Sending progress" />
      <Text size="sm" aria-live="polite">
        {sent} of {total} sent
      </Text>
    </Stack>
  );
}
