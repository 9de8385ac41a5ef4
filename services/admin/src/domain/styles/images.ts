import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { HttpError, unprocessable } from '@wellness/platform';

/** Spec 2 s5's upload messages, as the social service's uploads show them. */
export const NO_FILE = 'Error: Please select a file.';
export const ONE_FILE_MAXIMUM = 'Error: 1 file maximum.';
export const FILE_TOO_LARGE = 'Error: File size must be 10 MB or less';
/** Not spec messages: the spec names the accepted endings and the cropper's minimum only. */
export const INCORRECT_TYPE =
  'Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png, or .svg.';
export const IMAGE_TOO_SMALL = 'Error: The image must be at least 135 × 135 pixels.';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Spec 2 "Gallery image": the cropper's minimum crop, 135x135. */
export const MIN_IMAGE_SIDE = 135;
/** Spec 3 s9: images are resized to fit 1920x1080. */
export const IMAGE_BOUND = { width: 1920, height: 1080 } as const;
/** Decompression bombs: no larger image is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Spec 2 "Gallery image": file names ending gif, jpg, jpeg, tiff, png, svg. */
const ENDINGS: Record<string, string> = {
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tiff: 'tiff',
  tif: 'tiff',
  png: 'png',
  svg: 'svg',
};

export interface StoredImage {
  data: Buffer;
  content_type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture and encodes it again with sharp: the name's ending and the bytes
 * must both be one of the accepted types (the bytes decide: a text file named .png is refused),
 * at least 135 px a side; only pixels survive (JPEG stays JPEG, everything else becomes PNG, an
 * SVG rasterised with nothing of its markup kept), shrunk to fit 1920x1080. `aspect` cuts the
 * middle of the picture to that width/height ratio first (the library's categories).
 */
export async function storedImage(
  data: Buffer,
  filename: string,
  aspect?: number,
): Promise<StoredImage> {
  const ending = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const expected = ENDINGS[ending];
  if (!expected) throw unprocessable(INCORRECT_TYPE);
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unprocessable(INCORRECT_TYPE);
  }
  if (metadata.format !== expected) throw unprocessable(INCORRECT_TYPE);
  const oriented = (metadata.orientation ?? 1) >= 5;
  const width = (oriented ? metadata.height : metadata.width) ?? 0;
  const height = (oriented ? metadata.width : metadata.height) ?? 0;
  if (Math.min(width, height) < MIN_IMAGE_SIDE) throw unprocessable(IMAGE_TOO_SMALL);
  try {
    let image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    if (aspect) {
      const cut =
        width / height > aspect
          ? { width: Math.round(height * aspect), height }
          : { width, height: Math.round(width / aspect) };
      image = image.resize({ ...cut, fit: 'cover', position: 'centre' });
    }
    const bounded = sharp(await image.toBuffer()).resize({
      ...IMAGE_BOUND,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const jpeg = expected === 'jpeg';
    const { data: encoded, info } = await (
      jpeg ? bounded.jpeg({ quality: 85 }) : bounded.png()
    ).toBuffer({ resolveWithObject: true });
    return {
      data: encoded,
      content_type: jpeg ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unprocessable(INCORRECT_TYPE);
  }
}
