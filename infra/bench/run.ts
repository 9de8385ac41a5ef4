import os from 'node:os';
import { REPO_ROOT, startStack } from '../scripts/stack';
import { resetBackends, seedParticipants } from './backends';
import {
  BENCH_PORT,
  BENCH_REDIS_PREFIX,
  BENCH_SERVICE_PORT_BASE,
  BENCH_TARGET,
  CONNECTIONS,
  SERVICE_ENV,
  benchMysqlUrl,
  redisUrl,
} from './config';
import { emailThroughputFailures, measureEmailThroughput } from './email-throughput';
import { exportMemoryFailures, measureExportMemory } from './export-memory';
import { measureWorksZipMemory, worksZipFailures, worksZipTable } from './works-zip-memory';
import { eligibilityImportFailures, measureEligibilityImport } from './eligibility-import';
import { prepareFixtures } from './fixtures';
import { measureFrontEnd } from './front-end';
import { bundleTable, lighthouseTable } from './report';
import type { Fixtures } from './fixtures';
import { logRunsOf, parseOptions } from './options';
import { runInterleaved } from './interleaved';
import { measureReportTimeout, reportTimeoutFailures } from './report-timeout';
import { writeReport } from './report';
import type { BenchReport } from './report';
import { measureRealtimeFanout, realtimeFailures, realtimeTable } from './realtime';
import { BENCH_REPLICAS, compareReplicas, replicaFailures, replicasTable } from './replicas';
import type { ReplicaRow } from './replicas';
import { failuresOf, floorFailures } from './verdict';
import { measureApi } from './api-scenarios';
import { attempt, loadLine, reportAlone } from './alone';

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
    // Two of each service and gateway on full runs: the fan-out splits over both, the scenarios
    // compare. The smoke run (in `npm test`) runs one of each: the comparison and the
    // two-gateway fan-out are full-run figures; infra/replicas tests the replicas' behaviour.
    replicas: options.smoke ? 1 : BENCH_REPLICAS,
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
    // The works zip of one office: 20 and 100 works on a smoke run, 200 and 2,000 in full.
    const worksZipSizes: [number, number] = options.smoke ? [20, 100] : [200, 2_000];
    const worksZipRun = () => {
      console.info(`Measuring admin memory while zipping ${worksZipSizes.join(' and ')} works...`);
      return measureWorksZipMemory({
        mysqlUrl,
        adminPort: BENCH_SERVICE_PORT_BASE + 2,
        sizes: worksZipSizes,
        judged: !options.smoke,
      });
    };
    if (options.worksZipOnly) {
      const worksZip = await worksZipRun();
      return reportAlone(worksZipTable(worksZip), worksZipFailures(worksZip));
    }
    if (options.frontEndOnly) {
      // `--only front-end`: the demo seed is all the sessions and Lighthouse need.
      const frontEnd = await measureFrontEnd({ lighthouse: !options.smoke });
      return reportAlone(
        [
          loadLine(),
          '',
          ...(frontEnd.bundles ? bundleTable(frontEnd.bundles) : []),
          '',
          ...(frontEnd.lighthouse ? lighthouseTable(frontEnd.lighthouse) : []),
        ],
        [...failuresOf([], frontEnd.bundles), ...frontEnd.failures],
      );
    }
    if (options.realtimeOnly) {
      const realtime = await realtimeRun();
      return reportAlone(realtimeTable(realtime), realtimeFailures(realtime));
    }
    const everything = !options.leaderboardsOnly && !options.replicasOnly && !options.floorsOnly;
    // First, on the demo seed alone: the export's entry counts are exactly the ones asked for.
    const exportSizes: [number, number] = options.smoke ? [2_000, 20_000] : [5_000, 50_000];
    if (everything)
      console.info(
        `Measuring admin memory while exporting ${exportSizes.join(' and ')} entries...`,
      );
    // What could not be measured at all (each measurement's own failures are judged below).
    const errors: string[] = [];
    const exportMemory = !everything
      ? null
      : await attempt('export memory', errors, () =>
          measureExportMemory({
            mysqlUrl,
            adminPort: BENCH_SERVICE_PORT_BASE + 2,
            sizes: exportSizes,
            judged: !options.smoke,
          }),
        );
    const worksZip = !everything ? null : await attempt('works zip memory', errors, worksZipRun);

    if (everything) console.info('Measuring how soon a runaway SQL report is stopped...');
    const reportTimeout = !everything
      ? null
      : await attempt('report timeout', errors, measureReportTimeout);

    const emailSizes: [number, number] = options.smoke ? [200, 2_000] : [1_000, 10_000];
    if (everything)
      console.info(`Sending one-time e-mails to ${emailSizes.join(' and ')} addresses...`);
    const emailThroughput = !everything
      ? null
      : await attempt('e-mail throughput', errors, () =>
          measureEmailThroughput({
            mysqlUrl,
            workerPort: BENCH_SERVICE_PORT_BASE + 4,
            catcherWebPort: BENCH_SERVICE_PORT_BASE + 6,
            sizes: emailSizes,
            judged: !options.smoke,
          }),
        );

    // The 50,000 rows on the smoke run too: the import takes seconds.
    const eligibilitySizes: [number, number] = [5_000, 50_000];
    if (everything)
      console.info(`Importing eligibility files of ${eligibilitySizes.join(' and ')} rows...`);
    const eligibilityImport = !everything
      ? null
      : await attempt('eligibility import', errors, () =>
          measureEligibilityImport({
            mysqlUrl,
            adminPort: BENCH_SERVICE_PORT_BASE + 2,
            workerPort: BENCH_SERVICE_PORT_BASE + 4,
            sizes: eligibilitySizes,
            judged: !options.smoke,
          }),
        );
    const realtime = !everything ? null : await attempt('realtime fan-out', errors, realtimeRun);

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
      const logRuns = logRunsOf(options, everything);
      const runSeconds = (warmupSeconds + options.durationSeconds) * 1.2;
      // Issue 18: the logging scenario's floor runs once beside it on a smoke run, twice in full.
      const floorLogRuns = logRuns > 0 && !options.replicasOnly ? (options.smoke ? 1 : 2) : 0;
      fixtures = await prepareFixtures(options.scale, seeded, runSeconds * logRuns, BENCH_TARGET, {
        loadSeconds: runSeconds * floorLogRuns,
        redisUrl: redisUrl(),
        redisPrefix: BENCH_REDIS_PREFIX,
      });
    } finally {
      await seeded.close();
    }
    if (options.replicasOnly) {
      const rows = await compareReplicas(options, fixtures, warmupSeconds, stackLog.output);
      return reportAlone(replicasTable(rows), replicaFailures(rows));
    }
    // Chromium first, on an idle stack: no scenario's tail slows the logins it makes. Full
    // runs only: Lighthouse (a page's median run below a target fails the run).
    const frontEnd = everything
      ? await measureFrontEnd({ lighthouse: !options.smoke })
      : { bundles: null, lighthouse: null, failures: [] };
    const { bundles, lighthouse } = frontEnd;
    const { baseline, boardBaseline, scenarios } = await measureApi(
      options,
      fixtures,
      warmupSeconds,
      mysqlUrl,
    );

    let replicaRows: ReplicaRow[] | null = null;
    if (everything && !options.smoke) {
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
      worksZip,
      reportTimeout,
      emailThroughput,
      eligibilityImport,
      lighthouse,
      realtime,
      replicas: replicaRows,
      failures: [
        ...frontEnd.failures,
        ...errors,
        ...failuresOf(scenarios, bundles),
        ...floorFailures(scenarios),
        ...(exportMemory ? exportMemoryFailures(exportMemory) : []),
        ...(worksZip ? worksZipFailures(worksZip) : []),
        ...(reportTimeout ? reportTimeoutFailures(reportTimeout) : []),
        ...(emailThroughput ? emailThroughputFailures(emailThroughput) : []),
        ...(eligibilityImport ? eligibilityImportFailures(eligibilityImport) : []),
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
