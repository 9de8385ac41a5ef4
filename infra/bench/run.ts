import os from 'node:os';
import { REPO_ROOT, startStack } from '../scripts/stack';
import { resetBackends, seedParticipants } from './backends';
import { measureBaseline } from './baseline';
import { measureBundles } from './bundles';
import {
  BENCH_PORT,
  BENCH_REDIS_PREFIX,
  BENCH_SERVICE_PORT_BASE,
  CONNECTIONS,
  SERVICE_ENV,
  benchMysqlUrl,
  redisUrl,
} from './config';
import { emailThroughputFailures, measureEmailThroughput } from './email-throughput';
import { exportMemoryFailures, measureExportMemory } from './export-memory';
import { eligibilityImportFailures, measureEligibilityImport } from './eligibility-import';
import { prepareFixtures } from './fixtures';
import { RUNS_PER_PAGE, measureLighthouse } from './lighthouse';
import type { Fixtures } from './fixtures';
import { parseOptions } from './options';
import { runInterleaved } from './interleaved';
import { isLeaderboard } from './leaderboard-scenarios';
import { boardKey } from '@wellness/platform';
import { measureReportTimeout, reportTimeoutFailures } from './report-timeout';
import { writeReport } from './report';
import type { BenchReport } from './report';
import { runScenarios } from './suite';
import { measureRealtimeFanout, realtimeFailures, realtimeTable } from './realtime';
import { BENCH_REPLICAS, compareReplicas, replicaFailures, replicasTable } from './replicas';
import type { ReplicaRow } from './replicas';
import type { RealtimeFanout } from './realtime';
import { failuresOf, lighthouseFailures } from './verdict';

// `npm run bench -- --scale 10000 --duration 10`: the issue 3 benchmark (see suite.ts).

/**
 * The stack's output, less the edge's "Request aborted" errors: autocannon closes its
 * connections with requests in flight when a scenario's time is up. They are counted instead.
 */
function stackOutput() {
  let aborted = 0;
  const output = (line: string) => {
    if (/ERROR request failed : Request aborted$/.test(line)) aborted += 1;
    else process.stdout.write(`${line}\n`);
  };
  return { output, aborted: () => aborted };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // `--scales`: every scale in one run, the boards measured interleaved (interleaved.ts).
  if (options.scales) return runInterleaved(options);
  const startedAt = new Date().toISOString();
  // Other work on the machine skews every figure: the report says how busy it was.
  const loadAverage = os.loadavg()[0];
  const mysqlUrl = benchMysqlUrl(options.scale);
  const warmupSeconds = options.smoke ? 0 : 1;
  await resetBackends(mysqlUrl, redisUrl(), BENCH_REDIS_PREFIX);

  // startStack hands this process's environment to every service.
  Object.assign(process.env, SERVICE_ENV);
  const stackLog = stackOutput();
  const cancel = new AbortController();
  // Ctrl-C: stop starting; on exit, startStack's handler kills whatever it started.
  process.once('SIGINT', () => {
    cancel.abort();
    process.exit(130);
  });
  const stack = await startStack({
    port: BENCH_PORT,
    servicePortBase: BENCH_SERVICE_PORT_BASE,
    mysqlUrl,
    redisUrl: redisUrl(),
    redisPrefix: BENCH_REDIS_PREFIX,
    // Two of each service and gateway: the fan-out splits over both, the scenarios compare.
    replicas: BENCH_REPLICAS,
    logLevel: 'warn',
    build: 'if-missing',
    output: stackLog.output,
    signal: cancel.signal,
  });
  try {
    const realtimeRun = () => {
      console.info(`Fanning out to ${options.sockets} connected sockets...`);
      return measureRealtimeFanout({
        mysqlUrl,
        redisUrl: redisUrl(),
        prefix: BENCH_REDIS_PREFIX,
        sockets: options.sockets,
        gateways: stack.processes
          .filter((process) => process.service === 'realtime')
          .map((gateway) => `http://127.0.0.1:${gateway.port}`),
      });
    };
    if (options.realtimeOnly) {
      const realtime = await realtimeRun();
      console.info(`\n${realtimeTable(realtime).join('\n')}\n`);
      const failures = realtimeFailures(realtime);
      failures.forEach((failure) => console.error(failure));
      return failures.length === 0;
    }
    const everything = !options.leaderboardsOnly && !options.replicasOnly;
    // First, on the demo seed alone: the export's entry counts are exactly the ones asked for.
    const exportSizes: [number, number] = options.smoke ? [2_000, 20_000] : [5_000, 50_000];
    if (everything)
      console.info(
        `Measuring admin memory while exporting ${exportSizes.join(' and ')} entries...`,
      );
    const exportFailures: string[] = [];
    const exportMemory = !everything
      ? null
      : await measureExportMemory({
          mysqlUrl,
          adminPort: BENCH_SERVICE_PORT_BASE + 2,
          sizes: exportSizes,
          judged: !options.smoke,
        }).catch((error: Error) => {
          exportFailures.push(`export memory: ${error.message}`);
          return null;
        });

    if (everything) console.info('Measuring how soon a runaway SQL report is stopped...');
    const reportTimeoutErrors: string[] = [];
    const reportTimeout = !everything
      ? null
      : await measureReportTimeout().catch((error: Error) => {
          reportTimeoutErrors.push(`report timeout: ${error.message}`);
          return null;
        });

    const emailSizes: [number, number] = options.smoke ? [200, 2_000] : [1_000, 10_000];
    if (everything)
      console.info(`Sending one-time e-mails to ${emailSizes.join(' and ')} addresses...`);
    const emailFailures: string[] = [];
    const emailThroughput = !everything
      ? null
      : await measureEmailThroughput({
          mysqlUrl,
          workerPort: BENCH_SERVICE_PORT_BASE + 4,
          catcherWebPort: BENCH_SERVICE_PORT_BASE + 6,
          sizes: emailSizes,
          judged: !options.smoke,
        }).catch((error: Error) => {
          emailFailures.push(`e-mail throughput: ${error.message}`);
          return null;
        });

    // The 50,000 rows on the smoke run too: the import takes seconds.
    const eligibilitySizes: [number, number] = [5_000, 50_000];
    if (everything)
      console.info(`Importing eligibility files of ${eligibilitySizes.join(' and ')} rows...`);
    const eligibilityErrors: string[] = [];
    const eligibilityImport = !everything
      ? null
      : await measureEligibilityImport({
          mysqlUrl,
          adminPort: BENCH_SERVICE_PORT_BASE + 2,
          workerPort: BENCH_SERVICE_PORT_BASE + 4,
          sizes: eligibilitySizes,
          judged: !options.smoke,
        }).catch((error: Error) => {
          eligibilityErrors.push(`eligibility import: ${error.message}`);
          return null;
        });

    const realtimeErrors: string[] = [];
    let realtime: RealtimeFanout | null = null;
    if (everything) {
      realtime = await realtimeRun().catch((error: Error) => {
        realtimeErrors.push(`realtime fan-out: ${error.message}`);
        return null;
      });
    }

    console.info(`Seeding ${options.scale} participants...`);
    const seeded = await seedParticipants(mysqlUrl, options.scale, {
      redisUrl: redisUrl(),
      prefix: BENCH_REDIS_PREFIX,
    });
    console.info(
      `Seeded in ${seeded.seedSeconds.toFixed(1)} s; boards rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s.`,
    );
    let fixtures: Fixtures;
    try {
      // No logging scenario in a leaderboards-only run: no logging sessions to sign in.
      // The logging scenario runs three times in a full run: alone, then with one replica and two.
      const logRuns = everything ? 3 : options.replicasOnly ? 2 : 0;
      const loadSeconds = (warmupSeconds + options.durationSeconds) * 1.2 * logRuns;
      fixtures = await prepareFixtures(options.scale, seeded, loadSeconds);
    } finally {
      await seeded.close();
    }
    if (options.replicasOnly) {
      const rows = await compareReplicas(options, fixtures, warmupSeconds, stackLog.output);
      console.info(`\n${replicasTable(rows).join('\n')}\n`);
      const failures = replicaFailures(rows);
      failures.forEach((failure) => console.error(failure));
      return failures.length === 0;
    }
    // Chromium first, on an idle stack: no scenario's tail slows the logins it makes.
    if (everything) console.info('Measuring bundle sizes in Chromium...');
    const bundleFailures: string[] = [];
    const bundles = !everything
      ? null
      : await measureBundles().catch((error: Error) => {
          bundleFailures.push(`bundle sizes: ${error.message.split('\n')[0]}`);
          return null;
        });
    // Full runs only: a page's median mobile performance below the target fails the run.
    let lighthouse = null;
    if (!options.smoke && everything) {
      console.info(
        `Running Lighthouse (mobile preset) ${RUNS_PER_PAGE} times on welcome and home...`,
      );
      lighthouse = await measureLighthouse().catch((error: Error) => {
        bundleFailures.push(`lighthouse: ${error.message.split('\n')[0]}`);
        return null;
      });
    }
    console.info(`Measuring the bare Fastify route for ${options.durationSeconds} s...`);
    const baseline = await measureBaseline({ ...options, warmupSeconds });
    console.info(`Measuring the bare sorted-set route for ${options.durationSeconds} s...`);
    const boardBaseline = await measureBaseline(
      { ...options, warmupSeconds },
      {
        key: boardKey(BENCH_REDIS_PREFIX, fixtures.promotionId, 'individual'),
        redisUrl: redisUrl(),
      },
    );
    const scenarios = (await runScenarios(options, fixtures, warmupSeconds)).map((result) => ({
      ...result,
      ratioToBaseline: result.requestsPerSecond / baseline.requestsPerSecond,
      // Issue 14: each leaderboard against the bare route reading one sorted-set page.
      ...(isLeaderboard(result.name)
        ? { ratioToBoardBaseline: result.requestsPerSecond / boardBaseline.requestsPerSecond }
        : {}),
    }));

    let replicaRows: ReplicaRow[] | null = null;
    if (everything) {
      replicaRows = await compareReplicas(options, fixtures, warmupSeconds, stackLog.output);
    }

    const report: BenchReport = {
      scale: options.scale,
      durationSeconds: options.durationSeconds,
      connections: CONNECTIONS,
      smoke: options.smoke,
      startedAt,
      machine: { node: process.versions.node, cpus: os.cpus().length, loadAverage },
      seed: {
        seconds: seeded.seedSeconds,
        boardsRebuildSeconds: seeded.rebuildSeconds,
        participants: options.scale,
        entries: seeded.entries,
        entryActivities: seeded.entryActivities,
      },
      baseline: { ...baseline, ratioToBaseline: 1 },
      boardBaseline: {
        ...boardBaseline,
        ratioToBaseline: boardBaseline.requestsPerSecond / baseline.requestsPerSecond,
      },
      scenarios,
      bundles,
      exportMemory,
      reportTimeout,
      emailThroughput,
      eligibilityImport,
      lighthouse,
      realtime,
      replicas: replicaRows,
      failures: [
        ...bundleFailures,
        ...exportFailures,
        ...failuresOf(scenarios, bundles),
        ...(lighthouse ? lighthouseFailures(lighthouse) : []),
        ...(exportMemory ? exportMemoryFailures(exportMemory) : []),
        ...reportTimeoutErrors,
        ...(reportTimeout ? reportTimeoutFailures(reportTimeout) : []),
        ...emailFailures,
        ...(emailThroughput ? emailThroughputFailures(emailThroughput) : []),
        ...eligibilityErrors,
        ...(eligibilityImport ? eligibilityImportFailures(eligibilityImport) : []),
        ...realtimeErrors,
        ...(realtime ? realtimeFailures(realtime) : []),
        ...(replicaRows ? replicaFailures(replicaRows) : []),
      ],
    };
    console.info(`The edge logged ${stackLog.aborted()} requests aborted at scenario ends.`);
    console.info(`\n${await writeReport(REPO_ROOT, report)}`);
    return report.failures.length === 0;
  } finally {
    await stack.stop();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
