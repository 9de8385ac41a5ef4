import { contentMatches, textOf } from './content';
import { reencodeImage } from './images';
import { UploadRejected } from './rejected';
import {
  CSV_NAME_SPECIAL_CHARACTERS,
  KINDS,
  acceptedKinds,
  incorrectTypeMessage,
  isSafeCsvName,
  kindOfName,
} from './rules';
import type { Kind, UploadOptions } from './rules';
import { acceptSvg } from './svg';

export * from './rules';
export { UploadRejected } from './rejected';
export { UPLOAD_QUOTA_REACHED, releaseUploadBytes, reserveUploadBytes } from './quota';
export { blurExists, blurImage, blurSource, blurredUrl, storeBlur } from './blur';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** What is stored: the bytes to keep and the kind that names them. */
export interface StoredFile {
  kind: Kind;
  data: Buffer;
}

/**
 * Spec 2 section 5 for one file that arrived within the count and size limits: its type (by
 * name and by content), the CSV name rule, then per kind: images re-encoded, SVGs sanitised
 * (refused when active), text checked. Throws UploadRejected with the spec's message.
 */
export async function acceptUpload(
  file: UploadedFile,
  options: UploadOptions,
): Promise<StoredFile> {
  const incorrectType = incorrectTypeMessage(options.mode);
  const kind = kindOfName(file.fileName);
  if (!kind || !acceptedKinds(options.mode).includes(kind)) throw new UploadRejected(incorrectType);
  if (!(await contentMatches(kind, file.data))) throw new UploadRejected(incorrectType);
  if (kind === 'csv' && !isSafeCsvName(file.fileName)) {
    throw new UploadRejected(CSV_NAME_SPECIAL_CHARACTERS);
  }
  if (kind === 'png' || kind === 'jpg' || kind === 'gif') {
    return { kind, data: await reencodeImage(file.data, kind, options, incorrectType) };
  }
  if (kind === 'svg') {
    const svg = await acceptSvg(textOf(file.data) ?? '', incorrectType);
    return { kind, data: Buffer.from(svg, 'utf8') };
  }
  // Video and captions are kept as sent: they are served only as downloads (KINDS).
  return { kind, data: file.data };
}

export const contentTypeOf = (kind: Kind) => KINDS[kind].contentType;
export const isImage = (kind: Kind) => KINDS[kind].image;
