import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleSize, BundleSizes } from './bundles';
import type { EmailThroughput } from './email-throughput';
import { eligibilityImportTable } from './eligibility-import';
import type { EligibilityImport } from './eligibility-import';
import type { ExportMemory } from './export-memory';
import { MOBILE_PERFORMANCE_TARGET, RUNS_PER_PAGE } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import type { LoadResult } from './load';
import type { ReportTimeout } from './report-timeout';
import { realtimeTable } from './realtime';
import { replicasTable } from './replicas';
import type { ReplicaRow } from './replicas';
import type { RealtimeFanout } from './realtime';

export interface BenchReport {
  scale: number;
  durationSeconds: number;
  connections: number;
  smoke: boolean;
  startedAt: string;
  /** loadAverage: the 1-minute load average when the run started. */
  machine: { node: string; cpus: number; loadAverage: number };
  seed: {
    seconds: number;
    boardsRebuildSeconds?: number;
    participants: number;
    entries: number;
    entryActivities: number;
  };
  baseline: LoadResult;
  /** Issue 14: a bare Fastify route reading one page of the individual board's sorted set. */
  boardBaseline?: LoadResult;
  scenarios: LoadResult[];
  bundles: BundleSizes | null;
  /** Issue 6: the admin service's peak memory while streaming /api/export/entries. */
  exportMemory: ExportMemory | null;
  /** How soon a runaway SQL report is stopped at the reports' statement time limit. */
  reportTimeout: ReportTimeout | null;
  /** Issue 12: a one-time e-mail through the worker to the catcher, and the worker's peak memory. */
  emailThroughput: EmailThroughput | null;
  /** Issue 13: a 50,000-row eligibility CSV; null when not measured. */
  eligibilityImport?: EligibilityImport | null;
  /** Lighthouse's mobile preset over welcome and home, each page's median run (full runs only). */
  lighthouse: LighthousePage[] | null;
  /** Issue 16: one message and one notification fanned out to connected sockets. */
  realtime?: RealtimeFanout | null;
  /** Issue 18: the API scenarios with one replica of each service and with two. */
  replicas?: ReplicaRow[] | null;
  failures: string[];
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kib = (bytes: number) => number(bytes / 1024, 1);

function loadTable(report: BenchReport): string[] {
  const ratio = (value: number | undefined) =>
    value === undefined ? '—' : `${Number(value.toPrecision(2))}×`;
  const baselines = report.boardBaseline
    ? [report.baseline, report.boardBaseline]
    : [report.baseline];
  const rows = [...baselines, ...report.scenarios].map((result) =>
    [
      result.name,
      number(result.requestsPerSecond),
      ratio(result.ratioToBaseline ?? 1),
      ratio(result.ratioToBoardBaseline),
      number(result.p50Ms),
      number(result.p99Ms),
      number(result.requests),
      number(result.non2xx),
      number(result.errors),
    ].join(' | '),
  );
  return [
    '| Scenario | req/s | vs baseline | vs sorted-set route | p50 ms | p99 ms | requests | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ];
}

function bundleTable(bundles: BundleSizes): string[] {
  const { shellInitialJs, remotes, masterSession } = bundles;
  const leakedBytes = masterSession.participantBytes + masterSession.socialBytes;
  const row = (name: string, size: BundleSize) =>
    `| ${name} | ${size.files} | ${kib(size.transferredBytes)} | ${kib(size.gzipBytes)} | ` +
    `${kib(size.bytes)} |`;
  return [
    '| Bundle | files | transferred KiB (as served) | gzip -9 KiB | raw KiB |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('shell: initial JS (/welcome, signed out)', shellInitialJs),
    ...Object.entries(remotes).map(([name, size]) =>
      row(`mfe-${name}: entry + first page (${size.page}), JS + CSS`, size),
    ),
    `| master-only session: mfe-participant + mfe-social, bytes (must be 0) | ` +
      `${masterSession.requested.length} | — | — | ${number(leakedBytes)} B |`,
  ];
}

function exportMemoryTable(memory: ExportMemory): string[] {
  return [
    '| GET /api/export/entries | MB sent | seconds | admin RSS before, MB | admin peak RSS, MB |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...memory.runs.map(
      (run) =>
        `| ${number(run.rows)} entries | ${number(run.megabytes, 1)} | ${number(run.seconds, 2)} | ` +
        `${number(run.rssBeforeMb, 1)} | ${number(run.peakRssMb, 1)} |`,
    ),
    '',
    `Peak growth from the smaller to the larger export: ${number(memory.growthMb, 1)} MB ` +
      (memory.judged
        ? `(allowed ${memory.allowedGrowthMb} MB).`
        : `(smoke run: reported, not judged; the full run allows ${memory.allowedGrowthMb} MB).`),
  ];
}

function reportTimeoutTable(timeout: ReportTimeout): string[] {
  return [
    '| runaway SQL report (POST /api/promotions/{id}/reports/run) | statement limit s | ms until stopped, each run | slowest ms | allowed ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| billion-row COUNT(*) | ${timeout.timeoutSeconds} | ` +
      `${timeout.runsMs.map((ms) => number(ms)).join(', ')} | ${number(timeout.slowestMs)} | ` +
      `${number(timeout.allowedMs)} |`,
  ];
}

function emailThroughputTable(result: EmailThroughput): string[] {
  return [
    '| one-time e-mail, queued to caught | seconds | messages/s | worker RSS before, MB | worker peak RSS, MB |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...result.runs.map(
      (run) =>
        `| ${number(run.messages)} e-mails | ${number(run.seconds, 1)} | ` +
        `${number(run.messagesPerSecond)} | ${number(run.rssBeforeMb, 1)} | ${number(run.peakRssMb, 1)} |`,
    ),
    '',
    `What the larger send added to the worker's memory beyond the smaller one (peak less before): ${number(result.growthMb, 1)} MB ` +
      (result.judged
        ? `(allowed ${result.allowedGrowthMb} MB).`
        : `(smoke run: reported, not judged; the full run allows ${result.allowedGrowthMb} MB).`),
  ];
}

function lighthouseTable(pages: LighthousePage[]): string[] {
  return [
    '| Lighthouse, mobile preset (median run) | performance | each run | accessibility | LCP ms | TBT ms | transferred KiB | requests |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (page) =>
        `| ${page.page} | ${page.performance} | ${page.performanceRuns.join(', ')} | ` +
        `${page.accessibility} | ${number(page.largestContentfulPaintMs)} | ` +
        `${number(page.totalBlockingTimeMs)} | ${kib(page.transferredBytes)} | ${page.requests} |`,
    ),
    '',
    `Each page is run ${RUNS_PER_PAGE} times; the median run's performance must reach ` +
      `${MOBILE_PERFORMANCE_TARGET}.`,
  ];
}

export function markdown(report: BenchReport): string {
  const { machine, seed } = report;
  const context = [
    report.startedAt,
    `${report.durationSeconds} s per scenario, ${report.connections} connections`,
    `Node ${machine.node}, ${machine.cpus} CPUs, load ${number(machine.loadAverage, 1)} at start`,
    `scale seed ${number(seed.seconds, 1)} s (${number(seed.entries)} entries, ` +
      `${number(seed.entryActivities)} entry activities)` +
      (seed.boardsRebuildSeconds === undefined
        ? ''
        : `, leaderboards rebuilt from MySQL in ${number(seed.boardsRebuildSeconds, 1)} s`),
  ];
  const lines = [
    `# Benchmark: ${number(report.scale)} participants`,
    '',
    context.join(' · '),
    '',
    ...loadTable(report),
    '',
    ...(report.bundles ? bundleTable(report.bundles) : ['Bundle sizes: not measured.']),
    '',
    ...(report.lighthouse
      ? lighthouseTable(report.lighthouse)
      : ['Lighthouse: not run (the smoke run leaves it out).']),
    '',
    ...(report.exportMemory
      ? exportMemoryTable(report.exportMemory)
      : ['Export memory: not measured.']),
    '',
    ...(report.reportTimeout
      ? reportTimeoutTable(report.reportTimeout)
      : ['Report timeout: not measured.']),
    '',
    ...(report.emailThroughput
      ? emailThroughputTable(report.emailThroughput)
      : ['E-mail throughput: not measured.']),
    '',
    ...(report.eligibilityImport
      ? eligibilityImportTable(report.eligibilityImport)
      : ['Eligibility import: not measured.']),
    '',
    ...(report.realtime ? realtimeTable(report.realtime) : ['Realtime fan-out: not measured.']),
    '',
    ...(report.replicas ? replicasTable(report.replicas) : ['Replicas: not compared.']),
    '',
    report.failures.length
      ? ['**Failures:**', ...report.failures.map((failure) => `- ${failure}`)].join('\n')
      : 'No failures.',
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes bench-results/bench-<scale>.json and .md; returns the Markdown. */
export async function writeReport(root: string, report: BenchReport): Promise<string> {
  const dir = path.join(root, 'bench-results');
  await mkdir(dir, { recursive: true });
  const name = `bench-${report.scale}${report.smoke ? '-smoke' : ''}`;
  const text = markdown(report);
  await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(dir, `${name}.md`), text);
  return text;
}
