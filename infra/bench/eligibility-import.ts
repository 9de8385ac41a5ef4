import { request } from 'node:http';
import { createConnection } from 'mysql2/promise';
import { DEMO_PASSWORD } from '@wellness/schema';
import { logIn } from '../scripts/api-client';
import { BENCH_TARGET, DEMO_HOST, EDGE_ORIGIN } from './config';
import { memoryOf, pidListeningOn, resetPeak } from './export-memory';

/**
 * Issue 13: an eligibility CSV goes through the real path (multipart upload through the edge
 * to the admin service, which streams it into MySQL chunks; the worker's `eligibility-file`
 * job stream-parses it and upserts in batches) and is timed from the upload to
 * status processed; the admin service's and the worker's peak resident memory are read from
 * /proc. A file and one ten times larger: both peaks must stay flat (neither process holds the
 * file). 20 MB allows for V8 growing its heap by itself; holding a 50,000-row file and its
 * parsed rows would grow a process by far more.
 */
export const ALLOWED_ELIGIBILITY_GROWTH_MB = 20;

export interface EligibilityRun {
  rows: number;
  megabytes: number;
  uploadSeconds: number;
  seconds: number;
  rowsPerSecond: number;
  adminPeakRssMb: number;
  workerPeakRssMb: number;
}

export interface EligibilityImport {
  runs: EligibilityRun[];
  allowedGrowthMb: number;
  adminGrowthMb: number;
  workerGrowthMb: number;
  judged: boolean;
}

const mb = (kilobytes: number) => kilobytes / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function csvOf(rows: number, run: number): Buffer {
  const lines = ['identifier,first_name,last_name,email'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(`BENCH-${run}-${i},First${i},Last${i},bench-${run}-${i}@example.test`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function send(
  method: string,
  path: string,
  cookie: string,
  body?: { payload: Buffer; contentType: string },
): Promise<{ status: number; json: { data?: Record<string, unknown> } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${EDGE_ORIGIN}${path}`,
      {
        method,
        headers: {
          host: DEMO_HOST,
          cookie,
          'x-requested-with': 'wellness',
          ...(body
            ? { 'content-type': body.contentType, 'content-length': body.payload.length }
            : {}),
        },
        timeout: 300_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body?.payload);
  });
}

function form(csv: Buffer) {
  const boundary = '----benchEligibilityBoundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function importOnce(
  pids: { admin: number; worker: number },
  session: { cookie: string; promotionId: number },
  rows: number,
  run: number,
): Promise<EligibilityRun> {
  const csv = csvOf(rows, run);
  const peaks = { admin: 0, worker: 0 };
  const resettable = {
    admin: await resetPeak(pids.admin),
    worker: await resetPeak(pids.worker),
  };
  const sampler = setInterval(() => {
    void memoryOf(pids.admin).then(({ rssKb }) => (peaks.admin = Math.max(peaks.admin, rssKb)));
    void memoryOf(pids.worker).then(({ rssKb }) => (peaks.worker = Math.max(peaks.worker, rssKb)));
  }, 20);
  try {
    const started = performance.now();
    const uploaded = await send(
      'POST',
      `/api/promotions/${session.promotionId}/eligibility_files`,
      session.cookie,
      form(csv),
    );
    if (uploaded.status !== 201) throw new Error(`The upload gave ${uploaded.status}`);
    const uploadSeconds = (performance.now() - started) / 1000;
    const id = Number(uploaded.json.data?.id);
    for (;;) {
      const status = await send('GET', `/api/eligibility_files/${id}`, session.cookie);
      const data = status.json.data ?? {};
      if (data.status === 'processed') {
        if (data.rows_processed !== rows || data.percent !== 100) {
          throw new Error(`The file ended at ${String(data.rows_processed)} of ${rows} rows`);
        }
        break;
      }
      if (data.status !== 'processing') throw new Error(`The file became ${String(data.status)}`);
      if (performance.now() - started > 300_000) throw new Error('The import took over 5 minutes');
      await pause(100);
    }
    const seconds = (performance.now() - started) / 1000;
    const admin = await memoryOf(pids.admin);
    const worker = await memoryOf(pids.worker);
    return {
      rows,
      megabytes: csv.length / 1024 / 1024,
      uploadSeconds,
      seconds,
      rowsPerSecond: rows / seconds,
      adminPeakRssMb: mb(Math.max(peaks.admin, resettable.admin ? admin.peakKb : 0, admin.rssKb)),
      workerPeakRssMb: mb(
        Math.max(peaks.worker, resettable.worker ? worker.peakKb : 0, worker.rssKb),
      ),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A warm-up, then a file of `small` and one of `large` rows; removes what it added. */
export async function measureEligibilityImport(options: {
  mysqlUrl: string;
  adminPort: number;
  workerPort: number;
  sizes: [small: number, large: number];
  judged: boolean;
}): Promise<EligibilityImport> {
  const pids = {
    admin: await pidListeningOn(options.adminPort),
    worker: await pidListeningOn(options.workerPort),
  };
  const session = await logIn(BENCH_TARGET, 'coordinator@demo.test', DEMO_PASSWORD);
  const connection = await createConnection({ uri: options.mysqlUrl });
  try {
    await importOnce(pids, session, 500, 0);
    const first = await importOnce(pids, session, options.sizes[0], 1);
    const second = await importOnce(pids, session, options.sizes[1], 2);
    return {
      runs: [first, second],
      allowedGrowthMb: ALLOWED_ELIGIBILITY_GROWTH_MB,
      adminGrowthMb: second.adminPeakRssMb - first.adminPeakRssMb,
      workerGrowthMb: second.workerPeakRssMb - first.workerPeakRssMb,
      judged: options.judged,
    };
  } finally {
    await connection.query("DELETE FROM eligibilities WHERE identifier LIKE 'BENCH-%'");
    await connection.query(
      "DELETE c FROM eligibility_file_chunks c JOIN eligibility_files f ON f.id = c.file_id WHERE f.filename = 'bench.csv'",
    );
    await connection.query("DELETE FROM eligibility_files WHERE filename = 'bench.csv'");
    await connection.query("UPDATE promotions SET upload_bytes_used = 0 WHERE subdomain = 'demo'");
    await connection.end();
  }
}

export function eligibilityImportFailures(result: EligibilityImport): string[] {
  if (!result.judged) return [];
  const failures: string[] = [];
  for (const [who, growth] of [
    ['admin service', result.adminGrowthMb],
    ['worker', result.workerGrowthMb],
  ] as const) {
    if (growth > result.allowedGrowthMb) {
      failures.push(
        `eligibility import: the ${who}'s peak grew by ${growth.toFixed(1)} MB from the smaller to the larger file (allowed ${result.allowedGrowthMb} MB)`,
      );
    }
  }
  return failures;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function eligibilityImportTable(result: EligibilityImport): string[] {
  return [
    '| eligibility CSV, upload to processed | MB | upload s | total s | rows/s | admin peak RSS, MB | worker peak RSS, MB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map(
      (run) =>
        `| ${number(run.rows)} rows | ${number(run.megabytes, 1)} | ${number(run.uploadSeconds, 1)} | ` +
        `${number(run.seconds, 1)} | ${number(run.rowsPerSecond)} | ${number(run.adminPeakRssMb, 1)} | ${number(run.workerPeakRssMb, 1)} |`,
    ),
    '',
    `Peak growth from the smaller to the larger file: admin ${number(result.adminGrowthMb, 1)} MB, worker ${number(result.workerGrowthMb, 1)} MB ` +
      (result.judged
        ? `(allowed ${result.allowedGrowthMb} MB each).`
        : `(smoke run: reported, not judged; the full run allows ${result.allowedGrowthMb} MB).`),
  ];
}
