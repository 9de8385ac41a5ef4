import type { Redis } from 'ioredis';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { StyleImage } from '@wellness/schema';
import { GRID_COLUMNS, GRID_ROWS, SEGMENTS_PER_WORK, revealOrder } from './grid';

/** The home page's picture; the final download is the full 800 × 1000. */
const SIZES = {
  display: { width: 480, height: 600 },
  full: { width: 800, height: 1000 },
} as const;
export type WorkImageSize = keyof typeof SIZES;

/** Rendered pictures are kept a day: a work's picture at a count never changes. */
const CACHE_SECONDS = 86_400;

/**
 * What a picture is rendered from: a participant's work (`work`) or a team's week work
 * (`team-work`, services/participant README "Team weekly works"); the kinds keep their cache
 * keys apart (their ids are of different tables).
 */
export interface PaintedWork {
  kind: 'work' | 'team-work';
  id: number;
  style_image_id: number;
}

/**
 * Keyed by the style image's version (its `updated_at`) too: a picture an administrator
 * replaces is never answered from a render of the old one (services/participant README "Works").
 */
const cacheKey = (
  prefix: string,
  work: PaintedWork,
  version: number,
  size: WorkImageSize,
  segments: number,
) => `${prefix}${work.kind}-image:${work.id}:${version}:${size}:${segments}`;

async function pictureVersion(db: DataSource, styleImageId: number) {
  const [row]: Array<{ updated_at: Date }> = await db.query(
    'SELECT updated_at FROM style_images WHERE id = ?',
    [styleImageId],
  );
  if (!row) throw notFound('Work image');
  return new Date(row.updated_at).getTime();
}

/** The cover over the segments not yet revealed: a grey tile with a soft edge each. */
function coverOf(workId: number, segments: number, width: number, height: number) {
  const cellWidth = width / GRID_COLUMNS;
  const cellHeight = height / GRID_ROWS;
  const hidden = revealOrder(workId).slice(segments);
  const tiles = hidden
    .map((cell) => {
      const x = (cell % GRID_COLUMNS) * cellWidth;
      const y = Math.floor(cell / GRID_COLUMNS) * cellHeight;
      return `<rect x="${x}" y="${y}" width="${cellWidth}" height="${cellHeight}" fill="#dcdcdc" stroke="#c4c4c4" stroke-width="2"/>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${tiles}</svg>`,
  );
}

/** Renders a work's picture with `segments` segments revealed (no cache): a PNG. */
export async function renderWorkImage(
  db: DataSource,
  work: PaintedWork,
  size: WorkImageSize,
  segments: number,
) {
  const source = await db
    .getRepository(StyleImage)
    .createQueryBuilder('i')
    .addSelect('i.image')
    .where('i.id = :id', { id: work.style_image_id })
    .getOne();
  if (!source) throw notFound('Work image');
  const { width, height } = SIZES[size];
  const picture = sharp(source.image).resize(width, height, { fit: 'cover' });
  const covered =
    segments < SEGMENTS_PER_WORK
      ? picture.composite([{ input: coverOf(work.id, segments, width, height) }])
      : picture;
  return covered.png().toBuffer();
}

/**
 * A work's picture with `segments` segments revealed, rendered by sharp from the style's
 * picture and cached in Redis by work, size and count (services/participant README "Works");
 * a team's week work is rendered the same way. `keep: false` reads the cache but does not
 * fill it: a zip of thousands of works would otherwise fill Redis with pictures asked once.
 */
export async function workImage(
  deps: { db: DataSource; redis: Redis; prefix: string },
  work: PaintedWork,
  size: WorkImageSize,
  segments: number,
  options: { keep?: boolean } = {},
): Promise<Buffer> {
  const version = await pictureVersion(deps.db, work.style_image_id);
  const key = cacheKey(deps.prefix, work, version, size, segments);
  const cached = await deps.redis.getBuffer(key);
  if (cached) return cached;
  const image = await renderWorkImage(deps.db, work, size, segments);
  if (options.keep !== false) await deps.redis.set(key, image, 'EX', CACHE_SECONDS);
  return image;
}
