/** Spec 2 section 5's upload rules and messages, and the constants of section 9. */

export const ONE_FILE_MAXIMUM = 'Error: 1 file maximum.';
export const FILE_TOO_LARGE = 'Error: File size must be 10 MB or less';
export const INCORRECT_TYPE = 'Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.';
export const INCORRECT_CSV_TYPE = 'Error: Incorrect file type. Accepted file types: .csv.';
export const CSV_NAME_SPECIAL_CHARACTERS =
  'Error: File name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed';
export const PHOTO_TOO_SMALL =
  'Error: This photo is too small. Please select a photo that is at least 150 pixels.';
export const ANIMATED_GIF = "Error: File can't be an animated gif.";
export const UNSAFE_SVG = 'Error: This SVG contains scripts, links or embedded content.';
export const SVG_TOO_COMPLEX =
  'Error: This SVG is too complex. Use one of at most 1 MB and 5,000 elements, or a PNG.';
export const NO_FILE = 'Error: Please select a file.';

export const incorrectSelectedType = (types: readonly string[]) =>
  `Error: Incorrect file type. Use .${types.join(', .')} files.`;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 150;

export interface Bound {
  width: number;
  height: number;
}
export const DEFAULT_RESIZE_BOUND: Bound = { width: 500, height: 500 };
export const PHOTO_BOUND: Bound = { width: 1920, height: 1080 };

/** The kinds of file the service keeps, by the extension it stores them under. */
export const KINDS = {
  png: { contentType: 'image/png', image: true },
  jpg: { contentType: 'image/jpeg', image: true },
  gif: { contentType: 'image/gif', image: true },
  svg: { contentType: 'image/svg+xml', image: true },
  mp4: { contentType: 'video/mp4', image: false },
  mov: { contentType: 'video/quicktime', image: false },
  vtt: { contentType: 'text/vtt; charset=utf-8', image: false },
  csv: { contentType: 'text/csv; charset=utf-8', image: false },
} as const;
export type Kind = keyof typeof KINDS;

const isKind = (value: string): value is Kind => Object.hasOwn(KINDS, value);

/** The kind a file name's extension claims (`.jpeg` and `.jpg` are one kind); null if none. */
export function kindOfName(fileName: string): Kind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = extension === 'jpeg' ? 'jpg' : extension;
  return isKind(kind) ? kind : null;
}

/** Which files a request accepts: the `mode` field. */
export type UploadMode = { kind: 'image' } | { kind: 'csv' } | { kind: 'types'; types: string[] };

const IMAGE_MODE_KINDS: readonly Kind[] = ['gif', 'jpg', 'png', 'svg', 'mov', 'mp4', 'vtt'];

export function acceptedKinds(mode: UploadMode): readonly Kind[] {
  if (mode.kind === 'csv') return ['csv'];
  if (mode.kind === 'types') {
    return mode.types.map((type) => (type === 'jpeg' ? 'jpg' : type)).filter(isKind);
  }
  return IMAGE_MODE_KINDS;
}

export function incorrectTypeMessage(mode: UploadMode): string {
  if (mode.kind === 'csv') return INCORRECT_CSV_TYPE;
  if (mode.kind === 'types') return incorrectSelectedType(mode.types);
  return INCORRECT_TYPE;
}

/** CSV file names: letters, numbers, underscore, dash and dot only. */
export const isSafeCsvName = (fileName: string) => /^[A-Za-z0-9_.-]+$/.test(fileName);

/** What the request's text fields ask for, after `parseUploadFields`. */
export interface UploadOptions {
  mode: UploadMode;
  allowAnimatedGif: boolean;
  /** The box images are shrunk into (never enlarged). */
  bound: Bound;
  /** The retry after a warning: ?override_warnings=true. */
  overrideWarnings: boolean;
  /**
   * `secure=false`: a public file (content images and videos, shown to guests and to every
   * promotion that reads default content). Absent or `true`: private to the promotion.
   */
  public: boolean;
}

const FIELDS = ['secure', 'use_cloud', 'allow_animated_gif', 'resize_to_fit', 'mode'] as const;
const MAX_RESIZE_SIDE = 4096;

/** Reads the multipart text fields; returns the options or the problems, one per field. */
export function parseUploadFields(
  fields: Record<string, string>,
  overrideWarnings: boolean,
): { options: UploadOptions } | { problems: string[] } {
  const problems: string[] = [];
  const flag = (name: string) => {
    const value = fields[name];
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    problems.push(`${name} must be 'true' or 'false'`);
    return false;
  };
  for (const name of Object.keys(fields)) {
    if (!(FIELDS as readonly string[]).includes(name)) {
      problems.push(`body must not have property '${name}'`);
    }
  }
  const isPublic = fields.secure === 'false';
  flag('secure');
  flag('use_cloud');
  const allowAnimatedGif = flag('allow_animated_gif');
  const bound = parseResize(fields.resize_to_fit);
  if (!bound) problems.push("resize_to_fit must be 'true', 'false' or WIDTHxHEIGHT");
  const mode = parseMode(fields.mode);
  if (!mode) problems.push("mode must be 'image', 'csv' or 'types:' with known file types");
  if (isPublic && mode?.kind === 'csv') problems.push('A CSV file cannot be public (secure=false)');
  if (problems.length || !bound || !mode) return { problems };
  return { options: { mode, allowAnimatedGif, bound, overrideWarnings, public: isPublic } };
}

function parseResize(value: string | undefined): Bound | null {
  if (value === undefined || value === 'false') return PHOTO_BOUND;
  if (value === 'true') return DEFAULT_RESIZE_BOUND;
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const fits = (side: number) => side >= 1 && side <= MAX_RESIZE_SIDE;
  return fits(width) && fits(height) ? { width, height } : null;
}

function parseMode(value: string | undefined): UploadMode | null {
  if (value === undefined || value === 'image') return { kind: 'image' };
  if (value === 'csv') return { kind: 'csv' };
  const types = /^types:([a-z0-9,]{1,100})$/.exec(value)?.[1]?.split(',');
  if (!types || !types.every((type) => type === 'jpeg' || isKind(type))) return null;
  return { kind: 'types', types };
}
