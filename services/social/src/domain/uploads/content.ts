import type { Kind } from './rules';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** UTF-8 text without NUL bytes (a leading byte-order mark is allowed); null otherwise. */
export function textOf(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/**
 * True when the bytes are what the extension claims: a file's name is the client's word, its
 * first bytes are not (a script renamed .png is refused).
 */
export function contentMatches(kind: Kind, data: Buffer): boolean {
  switch (kind) {
    case 'png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'));
    case 'mp4':
    case 'mov':
      return startsWith(data, ascii('ftyp'), 4);
    case 'svg': {
      const text = textOf(data);
      return text !== null && /<svg[\s>]/.test(text);
    }
    case 'vtt':
      return textOf(data)?.startsWith('WEBVTT') ?? false;
    case 'csv':
      return textOf(data) !== null;
  }
}
