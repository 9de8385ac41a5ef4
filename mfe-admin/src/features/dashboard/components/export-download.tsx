import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useStreamedDownload } from '../hooks/use-streamed-download';
import { describeProgress, fileSize } from '../lib/download-progress';

export interface ExportDownloadProps {
  /** The button's words, e.g. "Download entries (CSV)". */
  label: string;
  url: string;
  kind: 'csv' | 'zip';
  fallbackName: string;
  /** The words shown when the server gives none (a 500, a network failure). */
  failure: string;
}

/**
 * One export: a button, then a labelled progress bar with Cancel while it downloads, then the
 * file offered (and kept as a link to save again), or the failure in words.
 */
export function ExportDownload({ label, url, kind, fallbackName, failure }: ExportDownloadProps) {
  const { state, start, cancel } = useStreamedDownload(url, kind, fallbackName, failure);
  const saveLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (state.status === 'done') saveLink.current?.click();
  }, [state]);
  const running = state.status === 'running';
  const progress = running ? describeProgress(state.progress, kind) : null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button variant="light" onClick={() => void start()} disabled={running}>
          {label}
        </Button>
        {running ? (
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
      {progress ? (
        <>
          <Progress.Root>
            <Progress.Section
              value={progress.percent ?? 100}
              striped={progress.percent === null}
              animated={progress.percent === null}
              aria-label={`${label}: progress`}
            />
          </Progress.Root>
          <Text size="sm" aria-live="polite">
            {progress.text}
          </Text>
        </>
      ) : null}
      {state.status === 'done' ? (
        <Text size="sm" role="status">
          Finished:{' '}
          <Anchor ref={saveLink} href={state.url} download={state.filename}>
            Save {state.filename}
          </Anchor>{' '}
          ({fileSize(state.size)})
        </Text>
      ) : null}
      {state.status === 'cancelled' ? (
        <Text size="sm" role="status">
          Download cancelled.
        </Text>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
