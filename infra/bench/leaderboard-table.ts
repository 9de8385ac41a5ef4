import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/stack';
import { isLeaderboard } from './leaderboard-scenarios';
import type { BenchReport } from './report';

// `npx tsx infra/bench/leaderboard-table.ts`: the issue 14 table from the three runs'
// bench-results/bench-<scale>.json (`npm run bench -- --scale <scale> --only leaderboards`),
// with the targets judged: p99 at 1,000,000 within 1.5x of p99 at 10,000, and throughput at
// 1,000,000 at least 0.5x the bare sorted-set route's.

const SCALES = [10_000, 100_000, 1_000_000];
const P99_GROWTH_LIMIT = 1.5;
const THROUGHPUT_SHARE = 0.5;

const load = async (scale: number): Promise<BenchReport> =>
  JSON.parse(await readFile(path.join(REPO_ROOT, 'bench-results', `bench-${scale}.json`), 'utf8'));

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  const reports = await Promise.all(SCALES.map(load));
  const names = reports[0].scenarios.map((result) => result.name);
  const lines = [
    `| Scenario | ${SCALES.map((s) => `req/s · p99 ms at ${fixed(s)}`).join(' | ')} | p99 1M ÷ 10k | req/s 1M ÷ sorted-set route |`,
    `| --- | ${SCALES.map(() => '---:').join(' | ')} | ---: | ---: |`,
  ];
  const failures: string[] = [];
  const rowOf = (
    name: string,
    pick: (report: BenchReport) => BenchReport['baseline'] | undefined,
  ) => {
    const results = reports.map(pick);
    const [small, , large] = results;
    const cells = results.map((r) =>
      r ? `${fixed(r.requestsPerSecond)} · ${fixed(r.p99Ms)}` : '—',
    );
    let growth = '—';
    let share = '—';
    if (small && large && isLeaderboard(name)) {
      const p99Growth = large.p99Ms / small.p99Ms;
      const throughputShare = large.ratioToBoardBaseline ?? 0;
      growth = `${fixed(p99Growth, 2)}×`;
      share = `${fixed(throughputShare, 3)}×`;
      if (p99Growth > P99_GROWTH_LIMIT)
        failures.push(`${name}: p99 grew ${growth} (limit ${P99_GROWTH_LIMIT}×)`);
      if (throughputShare < THROUGHPUT_SHARE) {
        failures.push(`${name}: ${share} of the sorted-set route (target ${THROUGHPUT_SHARE}×)`);
      }
    }
    lines.push(`| ${name} | ${cells.join(' | ')} | ${growth} | ${share} |`);
  };
  rowOf('bare Fastify route', (r) => r.baseline);
  rowOf('bare Fastify route reading a sorted-set page', (r) => r.boardBaseline);
  for (const name of names) rowOf(name, (r) => r.scenarios.find((s) => s.name === name));
  lines.push(
    '',
    ...reports.map(
      (r) =>
        `- ${fixed(r.scale)}: seed ${fixed(r.seed.seconds, 1)} s, boards rebuilt in ${fixed(r.seed.boardsRebuildSeconds ?? 0, 1)} s, load ${fixed(r.machine.loadAverage, 1)} at start (${r.startedAt})`,
    ),
  );
  console.info(lines.join('\n'));
  console.info(
    failures.length
      ? `\nTargets missed:\n${failures.map((f) => `- ${f}`).join('\n')}`
      : '\nTargets met.',
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
