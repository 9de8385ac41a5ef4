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
  /** `--only works-zip`: only the works zip's memory (issue 17). */
  worksZipOnly: boolean;
  /** `--only front-end`: only the bundles, the floor and Lighthouse (issue 18), on the demo seed. */
  frontEndOnly: boolean;
  /** `--only replicas`: seed, then only the API scenarios with one and two replicas (issue 18). */
  replicasOnly: boolean;
  /**
   * `--only floors`: seed, then only the API scenarios, each beside its floor (issue 18), and
   * the bare routes; judged as a full run unless `--smoke`.
   */
  floorsOnly: boolean;
  /** Connected sockets of the realtime fan-out: `--sockets` (5,000; 200 on a smoke run). */
  sockets: number;
  /**
   * `--scales 10000,100000,1000000`: one run seeds every scale (one stack and database each)
   * and measures their boards interleaved in rounds (interleaved.ts); leaderboards only.
   */
  scales?: Scale[];
  /** Rounds of an interleaved run: each round drives every board at every scale once. */
  rounds: number;
  /** `--reuse`: an interleaved run keeps a database already seeded at its scale. */
  reuse: boolean;
}

/** Seconds per measurement in an interleaved run unless `--duration` says: many, short. */
const INTERLEAVED_DURATION = 4;

function wholeNumber(value: string, name: string, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  }
  return number;
}

/**
 * `--scale 1000|10000|100000|1000000` (1000), `--duration <s>` (10), `--smoke` (scale 1000,
 * 2 s), `--only leaderboards` (skip every other measurement: the issue 14 figures), `--only
 * realtime` (the issue 16 fan-out alone), `--only works-zip` (the issue 17 zip alone), `--only
 * front-end` (issue 18: bundles against the floor, Lighthouse; with `--smoke`, no Lighthouse),
 * `--only replicas` (the issue 18 one-vs-two replica scenarios alone), `--only floors` (the
 * API scenarios each beside its floor, issue 18), `--sockets <n>` (the
 * fan-out's sockets, 5,000),
 * `--scales a,b,c` with `--rounds <n>` (5): the interleaved leaderboard comparison (4 s each),
 * `--reuse` keeping the databases an earlier interleaved run seeded.
 */
export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      scale: { type: 'string', default: '1000' },
      scales: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      duration: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      only: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      sockets: { type: 'string' },
    },
    strict: true,
  });
  if (
    values.only !== undefined &&
    !['leaderboards', 'realtime', 'works-zip', 'front-end', 'replicas', 'floors'].includes(
      values.only,
    )
  ) {
    throw new Error(
      '--only takes leaderboards, realtime, works-zip, front-end, replicas or floors',
    );
  }
  const leaderboardsOnly = values.only === 'leaderboards';
  const realtimeOnly = values.only === 'realtime';
  const worksZipOnly = values.only === 'works-zip';
  const frontEndOnly = values.only === 'front-end';
  const replicasOnly = values.only === 'replicas';
  const floorsOnly = values.only === 'floors';
  const sockets = wholeNumber(values.sockets ?? (values.smoke ? '200' : '5000'), 'sockets', 20_000);
  const rounds = wholeNumber(values.rounds, 'rounds', 50);
  const reuse = values.reuse;
  const common = {
    ...{ leaderboardsOnly, realtimeOnly, worksZipOnly, frontEndOnly, replicasOnly, floorsOnly },
    ...{ sockets, rounds, reuse },
  };
  // The smoke run proves each measurement works and judges no timing: 1 s a scenario.
  if (values.smoke) return { scale: 1000, durationSeconds: 1, smoke: true, ...common };
  if (values.scales !== undefined) {
    const scales = [...new Set(values.scales.split(',').map((s) => parseScale(s.trim())))];
    if (scales.length < 2) throw new Error('--scales takes two scales or more, e.g. 10000,100000');
    scales.sort((a, b) => a - b);
    const durationSeconds =
      values.duration === undefined
        ? INTERLEAVED_DURATION
        : wholeNumber(values.duration, 'duration', 600);
    return {
      scale: scales[0],
      scales,
      durationSeconds,
      smoke: false,
      ...common,
      leaderboardsOnly: true,
      realtimeOnly: false,
      worksZipOnly: false,
      frontEndOnly: false,
      replicasOnly: false,
      floorsOnly: false,
    };
  }
  const durationSeconds = wholeNumber(values.duration ?? '10', 'duration', 600);
  return {
    scale: parseScale(values.scale),
    durationSeconds,
    smoke: false,
    ...common,
  };
}

/**
 * How many times the logging scenario runs, each with loggers signed in beforehand: three in a
 * full run (alone, then with one replica and two), once in a smoke run (it compares no
 * replicas) or a floors-only run, twice in a replicas-only run, never in a leaderboards-only run.
 */
export function logRunsOf(options: BenchOptions, everything: boolean): number {
  if (everything) return options.smoke ? 1 : 3;
  if (options.replicasOnly) return 2;
  return options.floorsOnly ? 1 : 0;
}
