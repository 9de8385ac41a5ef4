import { request } from 'node:http';
import { createConnection } from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';
import { DEMO_PASSWORD } from '@wellness/schema';
import { logIn } from '../scripts/api-client';
import { BENCH_TARGET, DEMO_HOST, EDGE_ORIGIN } from './config';
import { peakDuring, pidListeningOn } from './export-memory';

/**
 * Issue 17: the works zip of a location (GET /api/promotions/{id}/locations/{id}/works.zip)
 * streams its pictures, so the admin service's peak resident memory must not grow with the
 * number of works: the zip of 2,000 finished works may peak at most ALLOWED_GROWTH_MB above the
 * zip of 200 (each the lower of two downloads, after one warm-up). The smoke run zips 20 and
 * 100 works once each to prove the measurement works (every entry arrives, peaks are read)
 * without judging: at that size the difference is within what a busy machine adds by itself.
 * Measured at a load of about 35 on 2 cores: 309.7 MB and 319.5 MB peaks, 9.8 MB of growth
 * (over the limit); with each picture added as a buffer (kept by its entry) it grew 165.6 MB.
 */
export const ALLOWED_GROWTH_MB = 8;
const DOWNLOADS_PER_SIZE = 2;
/** The office whose participants' works are zipped (demo seed: North Region / Boston Office). */
const OFFICE = 'Boston Office';

export interface WorksZipRun {
  works: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

export interface WorksZipMemory {
  runs: WorksZipRun[];
  allowedGrowthMb: number;
  growthMb: number;
  judged: boolean;
}

interface Office {
  promotionId: number;
  locationId: number;
  userIds: number[];
  styleId: number;
  styleImageId: number;
  /** The last work before the bench added any: what it adds is removed afterwards. */
  lastWorkId: number;
}

async function office(connection: Connection): Promise<Office> {
  const [[place]] = (await connection.query(
    `SELECT l.id AS location_id, p.id AS promotion_id FROM locations l
       JOIN promotions p ON p.id = l.promotion_id WHERE p.subdomain = 'demo' AND l.name = ?`,
    [OFFICE],
  )) as unknown as [Array<{ location_id: number; promotion_id: number }>];
  const [users] = (await connection.query('SELECT id FROM users WHERE location_id = ?', [
    place.location_id,
  ])) as unknown as [Array<{ id: number }>];
  const [[image]] = (await connection.query(
    'SELECT id, style_id FROM style_images ORDER BY id LIMIT 1',
  )) as unknown as [Array<{ id: number; style_id: number }>];
  if (users.length === 0) throw new Error(`Nobody works at the demo's ${OFFICE}`);
  const [[{ last }]] = (await connection.query(
    'SELECT COALESCE(MAX(id), 0) AS last FROM works',
  )) as unknown as [Array<{ last: number }>];
  return {
    lastWorkId: Number(last),
    promotionId: place.promotion_id,
    locationId: place.location_id,
    userIds: users.map((user) => user.id),
    styleId: image.style_id,
    styleImageId: image.id,
  };
}

/** Gives the office's participants `target` finished works in all (marked by the bench note). */
async function topUpWorks(connection: Connection, place: Office, target: number) {
  const [[{ count }]] = (await connection.query(
    `SELECT COUNT(*) AS count FROM works w JOIN users u ON u.id = w.user_id
      WHERE u.location_id = ? AND w.completed = 1`,
    [place.locationId],
  )) as unknown as [Array<{ count: number }>];
  const rows: unknown[][] = [];
  for (let k = Number(count); k < target; k += 1) {
    rows.push([
      place.promotionId,
      place.userIds[k % place.userIds.length],
      place.styleId,
      place.styleImageId,
    ]);
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await connection.query(
      `INSERT INTO works (promotion_id, user_id, style_id, style_image_id, segments_available,
         segments_revealed, completed) VALUES ?`,
      [rows.slice(start, start + 1000).map((row) => [...row, 20, 20, 1])],
    );
  }
}

/** Downloads the zip, counting bytes and entries (local headers) as they arrive. */
function download(path: string, cookie: string) {
  return new Promise<{ status: number; bytes: number; entries: number }>((resolve, reject) => {
    const req = request(
      `${EDGE_ORIGIN}${path}`,
      { headers: { host: DEMO_HOST, cookie }, timeout: 600_000 },
      (res) => {
        let bytes = 0;
        let entries = 0;
        let tail = Buffer.alloc(0);
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          const seen = Buffer.concat([tail, chunk]);
          for (
            let at = seen.indexOf('PK\x03\x04');
            at >= 0;
            at = seen.indexOf('PK\x03\x04', at + 4)
          )
            entries += 1;
          tail = seen.subarray(Math.max(0, seen.length - 3));
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, entries }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

async function measureOnce(pid: number, cookie: string, path: string, works: number) {
  const { result, ...memory } = await peakDuring(pid, async () => {
    const downloaded = await download(path, cookie);
    if (downloaded.status !== 200) throw new Error(`GET ${path} gave ${downloaded.status}`);
    // A PNG may hold the signature by chance: at least one entry per work.
    if (downloaded.entries < works) {
      throw new Error(`The zip held ${downloaded.entries} entries; ${works} works were seeded`);
    }
    return downloaded;
  });
  return { works, megabytes: result.bytes / 1024 / 1024, ...memory };
}

/** Zips the office at `small` and then `large` finished works; removes the works it added. */
export async function measureWorksZipMemory(options: {
  mysqlUrl: string;
  adminPort: number;
  sizes: [small: number, large: number];
  judged: boolean;
}): Promise<WorksZipMemory> {
  const pid = await pidListeningOn(options.adminPort);
  const { cookie } = await logIn(BENCH_TARGET, 'coordinator@demo.test', DEMO_PASSWORD);
  const connection = await createConnection({ uri: options.mysqlUrl });
  const place = await office(connection);
  const path = `/api/promotions/${place.promotionId}/locations/${place.locationId}/works.zip`;
  const lowest = async (works: number) => {
    let best: WorksZipRun | null = null;
    for (let k = 0; k < (options.judged ? DOWNLOADS_PER_SIZE : 1); k += 1) {
      const run = await measureOnce(pid, cookie, path, works);
      if (!best || run.peakRssMb < best.peakRssMb) best = run;
    }
    return best!;
  };
  try {
    const [small, large] = options.sizes;
    await topUpWorks(connection, place, small);
    await measureOnce(pid, cookie, path, small);
    const first = await lowest(small);
    await topUpWorks(connection, place, large);
    const second = await lowest(large);
    return {
      runs: [first, second],
      allowedGrowthMb: ALLOWED_GROWTH_MB,
      growthMb: second.peakRssMb - first.peakRssMb,
      judged: options.judged,
    };
  } finally {
    await connection.query('DELETE FROM works WHERE id > ?', [place.lastWorkId]);
    await connection.end();
  }
}

export function worksZipTable(memory: WorksZipMemory): string[] {
  const number = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return [
    '| works zip of one location | MB sent | seconds | admin RSS before, MB | admin peak RSS, MB |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...memory.runs.map(
      (run) =>
        `| ${number(run.works)} works | ${number(run.megabytes, 1)} | ${number(run.seconds, 1)} | ` +
        `${number(run.rssBeforeMb, 1)} | ${number(run.peakRssMb, 1)} |`,
    ),
    '',
    `Peak growth from the smaller to the larger zip: ${number(memory.growthMb, 1)} MB ` +
      (memory.judged
        ? `(allowed ${memory.allowedGrowthMb} MB).`
        : `(smoke run: reported, not judged; the full run allows ${memory.allowedGrowthMb} MB).`),
  ];
}

export function worksZipFailures(memory: WorksZipMemory): string[] {
  if (!memory.judged || memory.growthMb <= memory.allowedGrowthMb) return [];
  const [small, large] = memory.runs;
  return [
    `works zip memory grew with the works: peak ${large.peakRssMb.toFixed(1)} MB at ` +
      `${large.works} works vs ${small.peakRssMb.toFixed(1)} MB at ${small.works} ` +
      `(allowed growth ${memory.allowedGrowthMb} MB)`,
  ];
}
