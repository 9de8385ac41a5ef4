import { boardKey } from '@wellness/platform';
import { startFloorServer } from './api-floors';
import { measureBaseline } from './baseline';
import { BENCH_FLOOR_PORT, BENCH_REDIS_PREFIX, redisUrl } from './config';
import type { Fixtures } from './fixtures';
import { isLeaderboard } from './leaderboard-scenarios';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import { runScenarios } from './suite';

/**
 * The API scenarios and their yardsticks: the bare constant route, the bare sorted-set route
 * (issue 14), and each scenario beside its own floor (issue 18, api-floors.ts).
 */
export async function measureApi(
  options: BenchOptions,
  fixtures: Fixtures,
  warmupSeconds: number,
  mysqlUrl: string,
): Promise<{ baseline: LoadResult; boardBaseline: LoadResult; scenarios: LoadResult[] }> {
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
  const floor = await startFloorServer({
    port: BENCH_FLOOR_PORT,
    mysqlUrl,
    redisUrl: redisUrl(),
    redisPrefix: BENCH_REDIS_PREFIX,
  });
  const measured = await runScenarios(options, fixtures, warmupSeconds, floor).finally(floor.stop);
  const scenarios = measured.map((result) => ({
    ...result,
    ratioToBaseline: result.requestsPerSecond / baseline.requestsPerSecond,
    // Issue 14: each leaderboard against the bare route reading one sorted-set page.
    ...(isLeaderboard(result.name)
      ? { ratioToBoardBaseline: result.requestsPerSecond / boardBaseline.requestsPerSecond }
      : {}),
  }));
  return { baseline, boardBaseline, scenarios };
}
