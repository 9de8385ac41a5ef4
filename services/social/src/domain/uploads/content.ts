import { fileTypeFromBuffer } from 'file-type';
import type { Kind } from './rules';

/** UTF-8 text without NUL bytes (a leading byte-order mark is allowed); null otherwise. */
export function textOf(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** ISO media video: a phone's .mov is often an MP4 inside and the other way round. */
const VIDEO = ['video/mp4', 'video/quicktime', 'video/x-m4v'];

/** The types file-type may find in each kind's bytes (APNG is a PNG that sharp reads). */
const DETECTED: Record<Exclude<Kind, 'svg' | 'csv'>, readonly string[]> = {
  png: ['image/png', 'image/apng'],
  jpg: ['image/jpeg'],
  gif: ['image/gif'],
  mp4: VIDEO,
  mov: VIDEO,
  vtt: ['text/vtt'],
};

/**
 * True when the bytes are what the extension claims: a file's name is the client's word, its
 * content is not (a script renamed .png is refused). Binary kinds and captions are read by
 * file-type; an SVG and a CSV are UTF-8 text (the SVG is then parsed by the sanitiser).
 */
export async function contentMatches(kind: Kind, data: Buffer): Promise<boolean> {
  if (kind === 'csv') return textOf(data) !== null;
  if (kind === 'svg') return /<svg[\s/>]/i.test(textOf(data) ?? '');
  const detected = await fileTypeFromBuffer(data);
  return detected !== undefined && DETECTED[kind].includes(detected.mime);
}
