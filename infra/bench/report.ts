import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleSize, BundleSizes } from './bundles';
import type { EmailThroughput } from './email-throughput';
import { eligibilityImportTable } from './eligibility-import';
import type { EligibilityImport } from './eligibility-import';
import type { ExportMemory } from './export-memory';
import { worksZipTable } from './works-zip-memory';
import type { WorksZipMemory } from './works-zip-memory';
import { ACCESSIBILITY_TARGET, MOBILE_PERFORMANCE_TARGET, RUNS_PER_PAGE } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import type { LoadResult } from './load';
import type { ReportTimeout } from './report-timeout';
import { realtimeTable } from './realtime';
import { replicasTable } from './replicas';
import type { ReplicaRow } from './replicas';
import type { RealtimeFanout } from './realtime';
import { FLOOR_TARGET, SHELL_TO_FLOOR_TARGET } from './verdict';

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
  /** Issue 17: the admin service's peak memory while streaming a location's works zip. */
  worksZip?: WorksZipMemory | null;
  /** How soon a runaway SQL report is stopped at the reports' statement time limit. */
  reportTimeout: ReportTimeout | null;
  /** Issue 12: a one-time e-mail through the worker to the catcher, and the worker's peak memory. */
  emailThroughput: EmailThroughput | null;
  /** Issue 13: a 50,000-row eligibility CSV; null when not measured. */
  eligibilityImport?: EligibilityImport | null;
  /** Lighthouse's mobile preset over welcome, home and the wall, each page's median run (full runs only). */
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

/** Issue 18: a scenario's floor, its runs' req/s beside it ("—" for the yardsticks). */
export function floorCells(result: LoadResult): [string, string] {
  const { floor, ratioToFloor } = result;
  if (!floor || ratioToFloor === undefined) return ['—', '—'];
  const runs = floor.runs.map((run) => number(run.requestsPerSecond)).join(', ');
  const verdict = floor.judged
    ? ratioToFloor >= FLOOR_TARGET
      ? ' met'
      : ' **missed**'
    : ' (not judged)';
  return [
    `${number(floor.requestsPerSecond)} (${runs})`,
    `${Number(ratioToFloor.toPrecision(2))}×${verdict}`,
  ];
}

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
      ...floorCells(result),
      ratio(result.ratioToBaseline ?? 1),
      ratio(result.ratioToBoardBaseline),
      number(result.p50Ms),
      number(result.p99Ms),
      number(result.requests),
      number(result.non2xx),
      number(result.errors),
    ].join(' | '),
  );
  const floors = report.scenarios.flatMap((result) => (result.floor ? [result.floor] : []));
  return [
    '| Scenario | req/s | its floor, req/s (each run) | vs its floor | vs baseline | vs sorted-set route | p50 ms | p99 ms | requests | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
    ...(floors.length === 0
      ? []
      : [
          '',
          "Each floor is a bare Fastify route in a process of its own doing the scenario's Redis " +
            'and MySQL work (infra/bench/api-floor), driven just ' +
            (floors[0].runs.length > 1 ? 'before and just after' : 'after') +
            " the scenario; log in's floor is argon2.verify alone. Target: every scenario but " +
            `log in at least ${FLOOR_TARGET}× its floor` +
            (report.smoke ? ' (smoke run: reported, not judged).' : '.'),
        ]),
  ];
}

export function bundleTable(bundles: BundleSizes): string[] {
  const { shellInitialJs, floorJs, shellToFloor, sharedCopies, remotes, masterSession } = bundles;
  const leakedBytes = masterSession.participantBytes + masterSession.socialBytes;
  const row = (name: string, size: BundleSize) =>
    `| ${name} | ${size.files} | ${kib(size.transferredBytes)} | ${kib(size.gzipBytes)} | ` +
    `${kib(size.bytes)} |`;
  return [
    '| Bundle | files | transferred KiB (as served) | gzip -9 KiB | raw KiB |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('shell: initial JS (/welcome, signed out)', shellInitialJs),
    row('floor: React + ReactDOM + react-router alone (infra/bench/floor)', floorJs),
    ...Object.entries(remotes).map(([name, size]) =>
      row(`mfe-${name}: entry + first page (${size.page}), JS + CSS`, size),
    ),
    `| master-only session: mfe-participant + mfe-social, bytes (must be 0) | ` +
      `${masterSession.requested.length} | — | — | ${number(leakedBytes)} B |`,
    '',
    `Shell against the floor (gzip -9): ${number(shellToFloor, 2)}× ` +
      `(${number(shellInitialJs.gzipBytes - floorJs.gzipBytes)} B above it; the target is at most ` +
      `${SHELL_TO_FLOOR_TARGET}×, ${number(floorJs.gzipBytes * SHELL_TO_FLOOR_TARGET)} B).`,
    '',
    '| Session | React DOM copies | shared modules loaded (one copy each) |',
    '| --- | ---: | --- |',
    ...sharedCopies.map(
      ({ session, reactDomCopies, shared }) =>
        `| ${session} | ${reactDomCopies} | ` +
        `${Object.entries(shared)
          .map(([name, copies]) => `${name} ×${copies.length}`)
          .join(', ')} |`,
    ),
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

export function lighthouseTable(pages: LighthousePage[]): string[] {
  return [
    '| Lighthouse, mobile preset (median run) | served | performance | each run | accessibility | LCP ms | TBT ms | transferred KiB | requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (page) =>
        `| ${page.page} | ${page.served.via} | ${page.performance} | ` +
        `${page.performanceRuns.join(', ')} | ` +
        `${page.accessibility} | ${number(page.largestContentfulPaintMs)} | ` +
        `${number(page.totalBlockingTimeMs)} | ${kib(page.transferredBytes)} | ${page.requests} |`,
    ),
    '',
    `Each page is run ${RUNS_PER_PAGE} times each way it is served; the median run's ` +
      `performance must reach ${MOBILE_PERFORMANCE_TARGET} and its accessibility ` +
      `${ACCESSIBILITY_TARGET} as the Ingress serves it (TLS, HTTP/2); the local figures are ` +
      'reported, not judged.',
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
    ...(report.worksZip ? worksZipTable(report.worksZip) : ['Works zip memory: not measured.']),
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
