import { parseArgs } from 'node:util';
import { parseScale } from '@wellness/schema';
import type { Scale } from '@wellness/schema';

export interface BenchOptions {
  scale: Scale;
  /** Seconds each scenario (and the baseline) is driven for. */
  durationSeconds: number;
  smoke: boolean;
  /** `--only leaderboards`: seed, then only the leaderboards and their baselines. */
  leaderboardsOnly: boolean;
}

/**
 * `--scale 1000|10000|100000|1000000` (1000), `--duration <s>` (10), `--smoke` (scale 1000,
 * 2 s), `--only leaderboards` (skip every other measurement: the issue 14 figures).
 */
export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      scale: { type: 'string', default: '1000' },
      duration: { type: 'string', default: '10' },
      smoke: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
    strict: true,
  });
  if (values.only !== undefined && values.only !== 'leaderboards') {
    throw new Error('--only takes one value: leaderboards');
  }
  const leaderboardsOnly = values.only === 'leaderboards';
  if (values.smoke) return { scale: 1000, durationSeconds: 2, smoke: true, leaderboardsOnly };
  const durationSeconds = Number(values.duration);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > 600) {
    throw new Error(`--duration must be a whole number of seconds from 1 to 600`);
  }
  return { scale: parseScale(values.scale), durationSeconds, smoke: false, leaderboardsOnly };
}
