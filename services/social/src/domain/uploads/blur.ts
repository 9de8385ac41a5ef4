import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError, notFound } from '@wellness/platform';

export const BLUR_PATH_REFUSED = 'The image to blur must be a file uploaded to this site.';
export const BLUR_TYPE_REFUSED = 'Only PNG, JPEG and GIF images can be blurred.';
/** Gaussian sigma of the blurred background: the picture's shapes stay, its details go. */
export const BLUR_SIGMA = 24;

const SOURCE = /^\/api\/files\/(?:(public)\/)?([0-9a-f]{32})\.(png|jpg|gif|svg|mp4|mov|vtt|csv)$/;

export interface BlurSource {
  /** `public` for a public file, else the caller's promotion folder. */
  folder: string;
  name: string;
  isPublic: boolean;
}

/** Reads `image_path` as an upload's address (`/api/files/…`), else 422. */
export function blurSource(imagePath: string, promotionFolder: string): BlurSource {
  const match = SOURCE.exec(imagePath.trim());
  if (!match) throw new HttpError(422, BLUR_PATH_REFUSED);
  const [, isPublic, stem, kind] = match;
  if (!['png', 'jpg', 'gif'].includes(kind!)) throw new HttpError(422, BLUR_TYPE_REFUSED);
  return {
    folder: isPublic ? 'public' : promotionFolder,
    name: `${stem}.${kind}`,
    isPublic: Boolean(isPublic),
  };
}

/** One blurred file per source: its name is derived from the source's, so it is made once. */
export const blurredName = (name: string) =>
  `${createHash('sha256').update(`blur:${name}`).digest('hex').slice(0, 32)}.jpg`;

export const blurredUrl = (source: BlurSource) =>
  `/api/files/${source.isPublic ? 'public/' : ''}${blurredName(source.name)}`;

/** Whether the blurred version exists already (the cache). */
export async function blurExists(uploadDir: string, source: BlurSource) {
  return access(path.join(uploadDir, source.folder, blurredName(source.name))).then(
    () => true,
    () => false,
  );
}

/** The blurred JPEG of the stored source (first frame of a GIF); 404 when it is not stored. */
export async function blurImage(uploadDir: string, source: BlurSource): Promise<Buffer> {
  const data = await readFile(path.join(uploadDir, source.folder, source.name)).catch(() => null);
  if (!data) throw notFound('File');
  return sharp(data)
    .flatten({ background: '#ffffff' })
    .blur(BLUR_SIGMA)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Stores the blurred bytes; a racing request that stored them first wins (same content). */
export async function storeBlur(uploadDir: string, source: BlurSource, data: Buffer) {
  const folder = path.join(uploadDir, source.folder);
  await mkdir(folder, { recursive: true });
  try {
    await writeFile(path.join(folder, blurredName(source.name)), data, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
