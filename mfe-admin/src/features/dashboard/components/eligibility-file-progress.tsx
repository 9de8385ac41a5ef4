import { useEffect } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useGetEligibilityFileQuery } from '../api/eligibility-api';
import type { EligibilityFile, EligibilityFileDetail } from '../api/eligibility-api';
import { FILE_POLL_MS, percentOf } from '../lib/eligibility-messages';

export interface FileProgressProps {
  file: EligibilityFile;
  /** Called once the file is no longer processing. */
  onFinished: (file: EligibilityFileDetail) => void;
}

/** A processing file's bar, its status asked for each second (spec 3 s9). */
export function FileProgress({ file, onFinished }: FileProgressProps) {
  const { data } = useGetEligibilityFileQuery(file.id, { pollingInterval: FILE_POLL_MS });
  const current = data ?? file;
  const percent = percentOf(current.rows_processed, current.total_rows);
  useEffect(() => {
    if (data && data.status !== 'processing') onFinished(data);
  }, [data, onFinished]);
  return (
    <Stack gap={2} miw={160}>
      <Progress value={percent} aria-label={`Processing ${file.filename}`} />
      <Text size="xs" aria-live="polite">
        {percent}% ({current.rows_processed} of {current.total_rows} rows)
      </Text>
    </Stack>
  );
}
