/**
 * The client-side mirror of the upload rules of spec 2 s5 (the server checks them again).
 * Messages are the spec's exact words.
 */
export const ONE_FILE = 'Error: 1 file maximum.';
export const TOO_LARGE = 'Error: File size must be 10 MB or less';
export const WRONG_TYPE = 'Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.';
export const TOO_SMALL =
  'Error: This photo is too small. Please select a photo that is at least 150 pixels.';
export const UPLOAD_FAILED = 'Oops, something went wrong while uploading your file.';

export const MAX_BYTES = 10 * 1024 * 1024;
export const MIN_SIDE = 150;

const ALLOWED_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg', 'mov', 'mp4', 'vtt'];
const ALLOWED_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'video/quicktime',
  'video/mp4',
  'text/vtt',
];
/** Raster images whose size in pixels can be read in the browser. */
const RASTER_TYPES = ['image/gif', 'image/jpeg', 'image/png'];

export const PHOTO_ACCEPT = ALLOWED_TYPES.join(',');

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Reads an image's size; null when the browser cannot tell (the server checks again). */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

/** The first broken rule's message, or null when the selection may be uploaded. */
export async function checkPhoto(files: readonly File[]): Promise<string | null> {
  if (files.length > 1) return ONE_FILE;
  const file = files[0];
  if (!file) return null;
  if (file.size > MAX_BYTES) return TOO_LARGE;
  const typeOk = file.type
    ? ALLOWED_TYPES.includes(file.type)
    : ALLOWED_EXTENSIONS.includes(extension(file.name));
  if (!typeOk || !ALLOWED_EXTENSIONS.includes(extension(file.name))) return WRONG_TYPE;
  if (RASTER_TYPES.includes(file.type)) {
    const size = await imageSize(file);
    if (size && (size.width < MIN_SIDE || size.height < MIN_SIDE)) return TOO_SMALL;
  }
  return null;
}
