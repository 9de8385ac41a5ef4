import type { DownloadProgress } from './streamed-download';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The bar's percent and the words read out beside it: CSV rows come after the header line;
 * null percent while the total is unknown (the bar then only shows that it works).
 */
export function describeProgress(
  progress: DownloadProgress | null,
  kind: 'csv' | 'zip',
): { percent: number | null; text: string } {
  if (!progress) return { percent: null, text: 'Starting…' };
  const done = kind === 'csv' ? Math.max(0, progress.rows - 1) : progress.rows;
  const noun = kind === 'csv' ? 'rows' : 'works';
  if (progress.total === null || progress.total === 0) {
    return { percent: null, text: `${done} ${noun}, ${megabytes(progress.bytes)} received` };
  }
  const shown = Math.min(done, progress.total);
  return {
    percent: Math.min(100, Math.floor((shown / progress.total) * 100)),
    text: `${shown} of ${progress.total} ${noun} (${megabytes(progress.bytes)})`,
  };
}

export const fileSize = megabytes;
