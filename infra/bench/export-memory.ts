import { readFile, readdir, readlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createConnection } from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';
import { DEMO_PASSWORD } from '@wellness/schema';
import { logIn } from '../scripts/api-client';
import { BENCH_TARGET, DEMO_HOST, EDGE_ORIGIN } from './config';

/**
 * Issue 6: memory must not grow with the row count of an export. The admin service's peak
 * resident memory is measured while /api/export/entries downloads the demo promotion's
 * entries at a small and at a ten times larger count (each the lower of two downloads);
 * the run fails when the larger peak exceeds the smaller by more than ALLOWED_GROWTH_MB.
 * Measured on this machine at 5,000 and 50,000 entries: the streamed export grows by under
 * 1 MB; the same export buffered (all rows read, then written) grew by 13 MB with short rows
 * and more with the notes seeded here. 8 MB sits between the two.
 *
 * The smoke run (`npm test`) measures 2,000 and 20,000 entries to prove the measurement works
 * (every row arrives, the process is found, peaks are read) and reports the growth without
 * judging it: at that size the difference between streamed and buffered (about 5 MB) is
 * within what a busy machine adds by itself (V8 growing its young generation, a collection
 * falling inside one download) — a CI run on a loaded machine once measured 9.8 MB for the
 * streamed export. The full run judges.
 */
export const ALLOWED_GROWTH_MB = 8;

export interface ExportMemoryRun {
  rows: number;
  megabytes: number;
  seconds: number;
  /** Resident memory of the admin service just before the download, and its peak during it. */
  rssBeforeMb: number;
  peakRssMb: number;
}

export interface ExportMemory {
  runs: ExportMemoryRun[];
  allowedGrowthMb: number;
  growthMb: number;
  /** False on the smoke run: the growth is reported, not held against the limit. */
  judged: boolean;
}

const mb = (kilobytes: number) => kilobytes / 1024;

/** The process listening on 127.0.0.1:port, from /proc (Linux): the socket inode's owner. */
export async function pidListeningOn(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is column 1 (ip:port), st is column 3 (0A = LISTEN), inode column 9.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A') inodes.add(columns[9]);
    }
  }
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return Number(entry);
    }
  }
  throw new Error(`No process listens on port ${port}`);
}

export async function memoryOf(pid: number): Promise<{ rssKb: number; peakKb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

/** Writing 5 to clear_refs resets the process's peak resident memory (VmHWM) to its RSS. */
export const resetPeak = (pid: number) =>
  writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );

interface DemoEntries {
  promotionId: number;
  startsOn: string;
  /** Days after the start of the last entry before the benchmark added any. */
  lastDay: number;
}

async function demoEntries(connection: Connection): Promise<DemoEntries> {
  const [[row]] = (await connection.query(
    `SELECT p.id, DATE_FORMAT(p.starts_on, '%Y-%m-%d') AS starts_on,
            COALESCE(MAX(DATEDIFF(e.recorded_on, p.starts_on)), 0) AS last_day
       FROM promotions p LEFT JOIN entries e ON e.promotion_id = p.id
      WHERE p.subdomain = 'demo' GROUP BY p.id`,
  )) as unknown as [Array<{ id: number; starts_on: string; last_day: number }>];
  return { promotionId: row.id, startsOn: row.starts_on, lastDay: Number(row.last_day) };
}

/**
 * Adds entries to the demo promotion until it has `target`: days past any it had, spread
 * over its users, so that no (user, day) is taken twice.
 */
export async function topUpEntries(connection: Connection, demo: DemoEntries, target: number) {
  const [[{ count }]] = (await connection.query(
    'SELECT COUNT(*) AS count FROM entries WHERE promotion_id = ?',
    [demo.promotionId],
  )) as unknown as [Array<{ count: number }>];
  const [users] = (await connection.query(
    'SELECT id FROM users WHERE promotion_id = ? ORDER BY id',
    [demo.promotionId],
  )) as unknown as [Array<{ id: number }>];
  const [[{ added }]] = (await connection.query(
    'SELECT COUNT(*) AS added FROM entries WHERE promotion_id = ? AND recorded_on > DATE_ADD(?, INTERVAL ? DAY)',
    [demo.promotionId, demo.startsOn, demo.lastDay],
  )) as unknown as [Array<{ added: number }>];
  const needed = target - Number(count);
  if (needed < 0) throw new Error(`The demo promotion already has ${count} entries`);
  const rows: unknown[][] = [];
  for (let k = Number(added); k < Number(added) + needed; k += 1) {
    const day = demo.lastDay + 1 + Math.floor(k / users.length);
    // A note of realistic length on every entry: rows of the size a real export carries.
    const note = `Walked ${(k % 9) + 1} km with the team before lunch, then stretched (entry ${k}).`;
    rows.push([users[k % users.length].id, day, 10 + (k % 40), note]);
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await connection.query(
      `INSERT INTO entries (promotion_id, user_id, recorded_on, total_points, notes)
       SELECT ?, v.user_id, DATE_ADD(?, INTERVAL v.day DAY), v.points, v.notes
         FROM JSON_TABLE(?, '$[*]' COLUMNS (user_id INT PATH '$[0]', day INT PATH '$[1]',
              points INT PATH '$[2]', notes VARCHAR(255) PATH '$[3]')) AS v`,
      [demo.promotionId, demo.startsOn, JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
}

/** Downloads the export, counting bytes and lines as they arrive (nothing is kept). */
function download(cookie: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${EDGE_ORIGIN}/api/export/entries`,
      { headers: { host: DEMO_HOST, cookie }, timeout: 120_000 },
      (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('GET /api/export/entries timed out')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Runs `work` while sampling the process's resident memory every 10 ms: its RSS before, and its
 * peak during (the kernel's VmHWM, reset first, or the highest sample where it cannot be reset).
 */
export async function peakDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; rssBeforeMb: number; peakRssMb: number }> {
  const before = await memoryOf(pid);
  const peakResettable = await resetPeak(pid);
  let sampledPeakKb = before.rssKb;
  const sampler = setInterval(() => {
    void memoryOf(pid).then(({ rssKb }) => {
      sampledPeakKb = Math.max(sampledPeakKb, rssKb);
    });
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const after = await memoryOf(pid);
    const peakKb = Math.max(sampledPeakKb, peakResettable ? after.peakKb : 0, after.rssKb);
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rssBeforeMb: mb(before.rssKb),
      peakRssMb: mb(peakKb),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function measureOnce(pid: number, cookie: string, rows: number): Promise<ExportMemoryRun> {
  const { result, ...memory } = await peakDuring(pid, async () => {
    const downloaded = await download(cookie);
    if (downloaded.status !== 200) {
      throw new Error(`GET /api/export/entries gave ${downloaded.status}`);
    }
    // The header line plus one line per entry (notes hold no line breaks).
    if (downloaded.lines !== rows + 1) {
      throw new Error(`The export had ${downloaded.lines - 1} rows; ${rows} were seeded`);
    }
    return downloaded;
  });
  return { rows, megabytes: result.bytes / 1024 / 1024, ...memory };
}

const DOWNLOADS_PER_SIZE = 3;

/** Several downloads, the one with the lowest peak: a collection that falls in one is noise. */
async function lowestPeak(pid: number, cookie: string, rows: number): Promise<ExportMemoryRun> {
  let lowest: ExportMemoryRun | null = null;
  for (let k = 0; k < DOWNLOADS_PER_SIZE; k += 1) {
    const run = await measureOnce(pid, cookie, rows);
    if (!lowest || run.peakRssMb < lowest.peakRssMb) lowest = run;
  }
  return lowest!;
}

/**
 * Seeds the demo promotion to `small` entries, downloads once to warm up, measures; then to
 * `large` entries and measures again; then removes the entries it added. Returns both runs
 * and the growth of the peak.
 */
export async function measureExportMemory(options: {
  mysqlUrl: string;
  adminPort: number;
  sizes: [small: number, large: number];
  judged: boolean;
}): Promise<ExportMemory> {
  const pid = await pidListeningOn(options.adminPort);
  const { cookie } = await logIn(BENCH_TARGET, 'coordinator@demo.test', DEMO_PASSWORD);
  const [small, large] = options.sizes;
  const connection = await createConnection({ uri: options.mysqlUrl });
  const demo = await demoEntries(connection);
  try {
    await topUpEntries(connection, demo, small);
    await measureOnce(pid, cookie, small);
    const first = await lowestPeak(pid, cookie, small);
    await topUpEntries(connection, demo, large);
    const second = await lowestPeak(pid, cookie, large);
    return {
      runs: [first, second],
      allowedGrowthMb: ALLOWED_GROWTH_MB,
      growthMb: second.peakRssMb - first.peakRssMb,
      judged: options.judged,
    };
  } finally {
    await connection.query(
      'DELETE FROM entries WHERE promotion_id = ? AND recorded_on > DATE_ADD(?, INTERVAL ? DAY)',
      [demo.promotionId, demo.startsOn, demo.lastDay],
    );
    await connection.end();
  }
}

export function exportMemoryFailures(memory: ExportMemory): string[] {
  if (!memory.judged || memory.growthMb <= memory.allowedGrowthMb) return [];
  const [small, large] = memory.runs;
  return [
    `export memory grew with the row count: peak ${large.peakRssMb.toFixed(1)} MB at ` +
      `${large.rows} entries vs ${small.peakRssMb.toFixed(1)} MB at ${small.rows} ` +
      `(allowed growth ${memory.allowedGrowthMb} MB)`,
  ];
}
