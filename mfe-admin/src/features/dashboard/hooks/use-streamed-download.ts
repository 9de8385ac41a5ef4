import { useCallback, useEffect, useRef, useState } from 'react';
import { streamedDownload } from '../lib/streamed-download';
import type { DownloadProgress } from '../lib/streamed-download';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress | null }
  | { status: 'done'; url: string; filename: string; size: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/**
 * One export's download: start, progress, cancel, and the finished file kept as an object URL
 * (offered at once and as a link to save again) until the next start or the screen closes.
 */
export function useStreamedDownload(
  url: string,
  kind: 'csv' | 'zip',
  fallbackName: string,
  failure: string,
) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const release = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(
    () => () => {
      abort.current?.abort();
      release();
    },
    [],
  );

  const start = useCallback(async () => {
    abort.current?.abort();
    release();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'running', progress: null });
    try {
      const file = await streamedDownload(url, {
        signal: controller.signal,
        kind,
        fallbackName,
        failure,
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      objectUrl.current = URL.createObjectURL(file.blob);
      setState({
        status: 'done',
        url: objectUrl.current,
        filename: file.filename,
        size: file.blob.size,
      });
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'cancelled' });
      else setState({ status: 'failed', message: (error as Error).message || failure });
    }
  }, [url, kind, fallbackName, failure]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, start, cancel };
}
