import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { ANIMATED_GIF, MIN_IMAGE_SIDE, PHOTO_TOO_SMALL } from './rules';
import type { Bound } from './rules';
import { UploadRejected } from './rejected';

/** Decompression bombs: no image larger than this many pixels is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageOptions {
  allowAnimatedGif: boolean;
  bound: Bound;
  overrideWarnings: boolean;
}

/**
 * Decodes a PNG, JPEG or GIF and encodes it again: nothing of the upload survives but its
 * pixels (EXIF with GPS, comments and any appended payload are dropped), turned upright and
 * shrunk into the bound. Throws UploadRejected for animated GIFs (unless allowed) and, as a
 * warning the retry may override, for images under 150 px on a side.
 */
export async function reencodeImage(
  data: Buffer,
  format: 'png' | 'jpg' | 'gif',
  options: ImageOptions,
  invalid: string,
): Promise<Buffer> {
  const animated = format === 'gif';
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UploadRejected(invalid);
  }
  if (animated && (metadata.pages ?? 1) > 1 && !options.allowAnimatedGif) {
    throw new UploadRejected(ANIMATED_GIF);
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (Math.min(width, height) < MIN_IMAGE_SIDE && !options.overrideWarnings) {
    throw new UploadRejected(PHOTO_TOO_SMALL, { warning: true });
  }
  try {
    const image = sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({
        width: options.bound.width,
        height: options.bound.height,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (format === 'jpg') return await image.jpeg({ quality: 85 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw new UploadRejected(invalid);
  }
}
