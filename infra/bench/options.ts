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
  /** `--only realtime`: only the realtime fan-out (issue 16). */
  realtimeOnly: boolean;
  /** Connected sockets of the realtime fan-out: `--sockets` (5,000; 200 on a smoke run). */
  sockets: number;
}

/**
 * `--scale 1000|10000|100000|1000000` (1000), `--duration <s>` (10), `--smoke` (scale 1000,
 * 2 s), `--only leaderboards` (skip every other measurement: the issue 14 figures), `--only
 * realtime` (the issue 16 fan-out alone), `--sockets <n>` (the fan-out's sockets, 5,000).
 */
export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      scale: { type: 'string', default: '1000' },
      duration: { type: 'string', default: '10' },
      smoke: { type: 'boolean', default: false },
      only: { type: 'string' },
      sockets: { type: 'string' },
    },
    strict: true,
  });
  if (values.only !== undefined && !['leaderboards', 'realtime'].includes(values.only)) {
    throw new Error('--only takes leaderboards or realtime');
  }
  const leaderboardsOnly = values.only === 'leaderboards';
  const realtimeOnly = values.only === 'realtime';
  const sockets = Number(values.sockets ?? (values.smoke ? 200 : 5_000));
  if (!Number.isInteger(sockets) || sockets < 1 || sockets > 20_000) {
    throw new Error('--sockets must be a whole number from 1 to 20000');
  }
  const only = { leaderboardsOnly, realtimeOnly, sockets };
  if (values.smoke) return { scale: 1000, durationSeconds: 2, smoke: true, ...only };
  const durationSeconds = Number(values.duration);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > 600) {
    throw new Error(`--duration must be a whole number of seconds from 1 to 600`);
  }
  return { scale: parseScale(values.scale), durationSeconds, smoke: false, ...only };
}
