import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@wellness/shared-ui';

/** How far a download has come: bytes, rows (CSV lines or zip entries) and the announced total. */
export interface DownloadProgress {
  bytes: number;
  rows: number;
  /** Rows (CSV: `X-Total-Rows`) or works (zip: `X-Total-Works`) the server will send. */
  total: number | null;
}

export interface FinishedDownload {
  blob: Blob;
  filename: string;
}

const NEWLINE = 10;
/** A zip entry's local header starts "PK\x03\x04": one per work that has arrived. */
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];

/** Counts what a chunk completes: CSV lines, or zip entries (a signature split by a chunk is missed). */
function countIn(chunk: Uint8Array, kind: 'csv' | 'zip'): number {
  let count = 0;
  if (kind === 'csv') {
    for (const byte of chunk) if (byte === NEWLINE) count += 1;
    return count;
  }
  for (let k = 0; k + 3 < chunk.length; k += 1) {
    if (ZIP_ENTRY.every((byte, offset) => chunk[k + offset] === byte)) count += 1;
  }
  return count;
}

/** The file name of a Content-Disposition header, or the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** The first server error of a failed answer, or the fallback text (spec 3 s8). */
async function failureOf(response: Response, fallback: string): Promise<string> {
  if (response.status === 500) return fallback;
  try {
    const body = (await response.json()) as { errors?: unknown };
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
    return typeof first === 'string' ? first : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Downloads a file the server streams, reporting the bytes and lines that have arrived so a
 * long export can show its progress; `signal` cancels it. Rejects with the server's words.
 */
export async function streamedDownload(
  url: string,
  options: {
    signal: AbortSignal;
    /** What `rows` counts: CSV lines (the header included) or zip entries. */
    kind: 'csv' | 'zip';
    fallbackName: string;
    failure: string;
    onProgress: (progress: DownloadProgress) => void;
  },
): Promise<FinishedDownload> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw new Error(await failureOf(response, options.failure));
  const announced = response.headers.get('x-total-rows') ?? response.headers.get('x-total-works');
  const progress: DownloadProgress = {
    bytes: 0,
    rows: 0,
    total: announced === null ? null : Number(announced),
  };
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.length;
    progress.rows += countIn(value, options.kind);
    options.onProgress({ ...progress });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    filename: filenameOf(response.headers.get('content-disposition'), options.fallbackName),
  };
}
