import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../api/base-api';

export type CsvCell = string | number | boolean | null;

/**
 * Turns rows into a CSV download through the server (spec 3 "POST /export with filename and
 * data"): the server writes the CSV (quoting, doubled quotes, neutralised formulas) so every
 * export in the product follows one set of rules. The first row is the header.
 */
export async function downloadCsv(filename: string, rows: CsvCell[][]): Promise<void> {
  const response = await fetch('/api/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify({ filename, data: rows }),
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  saveBlob(await response.blob(), filename.endsWith('.csv') ? filename : `${filename}.csv`);
}

/** Offers a downloaded file to the user under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
