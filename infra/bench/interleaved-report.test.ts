import { BASELINE_NAME, BOARD_BASELINE_NAME } from './baseline';
import {
  interleavedMarkdown,
  median,
  missedTargets,
  roundAtScale,
  summarize,
} from './interleaved-report';
import type { InterleavedReport } from './interleaved-report';
import type { LoadResult } from './load';
import { parseOptions } from './options';

const result = (name: string, requestsPerSecond: number, p99Ms: number): LoadResult => ({
  name,
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: requestsPerSecond * 4,
  non2xx: 0,
  errors: 0,
  statusCodes: { 200: requestsPerSecond * 4 },
});

const BOARD = 'individual leaderboard (50 rows + rank)';

/** Three rounds at two scales: the sorted-set route, then one board, at each scale. */
function report(rounds: Array<Record<number, [number, number, number, number]>>) {
  return {
    startedAt: '2026-11-27T07:00:00.000Z',
    durationSeconds: 4,
    rounds: rounds.length,
    scales: [10_000, 1_000_000],
    machine: { node: '20', cpus: 2, loadAtStart: 20, loadAtEnd: 22 },
    seeds: [],
    results: rounds.map((round) => ({
      loadAverage: 20,
      baseline: result(BASELINE_NAME, 1000, 10),
      byScale: Object.fromEntries(
        Object.entries(round).map(([scale, [setRps, setP99, boardRps, boardP99]]) => [
          scale,
          [result(BOARD_BASELINE_NAME, setRps, setP99), result(BOARD, boardRps, boardP99)],
        ]),
      ),
    })),
    failures: [],
  } satisfies InterleavedReport;
}

describe('the interleaved leaderboard comparison', () => {
  it('takes the median of the rounds, the middle pair averaged when even', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("judges a board by the medians of its rounds: p99 growth and the sorted-set route's share", () => {
    // One round hit by load at 1,000,000 (p99 300): the medians leave it out.
    const summaries = summarize(
      report([
        { 10_000: [2000, 5, 900, 40], 1_000_000: [1800, 6, 950, 300] },
        { 10_000: [2100, 5, 1000, 50], 1_000_000: [2000, 6, 1000, 55] },
        { 10_000: [1900, 5, 1100, 60], 1_000_000: [2200, 6, 1050, 50] },
      ]),
    );
    const board = summaries.find((s) => s.name === BOARD)!;
    expect(board.medians).toEqual({
      10_000: { requestsPerSecond: 1000, p99Ms: 50 },
      1_000_000: { requestsPerSecond: 1000, p99Ms: 55 },
    });
    expect(board.p99Growth).toBeCloseTo(1.1);
    expect(board.roundGrowths).toEqual([7.5, 1.1, 50 / 60]);
    expect(board.throughputShare).toBeCloseTo(0.5);
    expect(missedTargets(summaries)).toEqual([]);
    // The constant route and the sorted-set route are not judged.
    expect(summaries.map((s) => s.p99Growth === undefined)).toEqual([true, true, false]);
  });

  it('names every target a board misses, and the report says so', () => {
    const missed = report([{ 10_000: [2000, 5, 400, 40], 1_000_000: [2000, 6, 400, 80] }]);
    expect(missedTargets(summarize(missed))).toEqual([
      `${BOARD}: p99 grew 2× (limit 1.5×)`,
      `${BOARD}: 0.2× the sorted-set route (target 0.5×)`,
    ]);
    const { text, missed: listed } = interleavedMarkdown(missed);
    expect(listed).toHaveLength(2);
    expect(text).toContain(`| ${BOARD} | 400 · 40 | 400 · 80 | 2× | 2 | 0.2× | — |`);
    expect(text).toContain('**Targets missed:**');
  });
});

describe('a board bracketed by the sorted-set route', () => {
  const EDGE = 'individual leaderboard through the edge';
  const FLOOR = 'participant service GET /healthz (its plugins, no session)';
  const SET = (rps: number) => result(BOARD_BASELINE_NAME, rps, 10);
  /** One scale's round: set, board, set, floor, edge board (as interleaved.ts orders them). */
  const round = (before: number, board: number, after: number, edge: number) =>
    roundAtScale(
      [true, false, true, false, false],
      [
        SET(before),
        result(BOARD, board, 50),
        SET(after),
        result(FLOOR, 3000, 5),
        result(EDGE, edge, 60),
      ],
    );

  it('takes its share against the mean of the runs just before and after it', () => {
    const { results, shares, sortedSetRuns } = round(1000, 900, 2000, 600);
    expect(shares[BOARD]).toBeCloseTo(0.6);
    // Not bracketed: against the median of the round's sorted-set runs.
    expect(shares[EDGE]).toBeCloseTo(0.4);
    expect(shares[FLOOR]).toBeUndefined();
    expect(results.map((r) => [r.name, r.requestsPerSecond])).toEqual([
      [BOARD_BASELINE_NAME, 1500],
      [BOARD, 900],
      [FLOOR, 3000],
      [EDGE, 600],
    ]);
    expect(sortedSetRuns).toHaveLength(2);
  });

  it('judges the median of the rounds’ shares, and shows each round’s', () => {
    const rounds = [
      round(1000, 400, 1000, 300),
      round(3000, 2400, 3000, 1500),
      round(2000, 1300, 2000, 900),
    ];
    const report = {
      startedAt: '2026-11-28T07:00:00.000Z',
      durationSeconds: 3,
      rounds: 3,
      scales: [10_000, 1_000_000],
      machine: { node: '20', cpus: 2, loadAtStart: 20, loadAtEnd: 22 },
      seeds: [],
      results: rounds.map((r) => ({
        loadAverage: 20,
        baseline: result(BASELINE_NAME, 1000, 10),
        byScale: { 10_000: r.results, 1_000_000: r.results },
        shares: { 10_000: r.shares, 1_000_000: r.shares },
        sortedSetRuns: { 10_000: r.sortedSetRuns, 1_000_000: r.sortedSetRuns },
      })),
      failures: [],
    } satisfies InterleavedReport;
    const summaries = summarize(report);
    const board = summaries.find((s) => s.name === BOARD)!;
    expect(board.roundShares).toEqual([0.4, 0.8, 0.65]);
    expect(board.throughputShare).toBeCloseTo(0.65);
    const edge = summaries.find((s) => s.name === EDGE)!;
    expect(edge.referenceShare).toBeCloseTo(0.45);
    expect(edge.throughputShare).toBeUndefined();
    expect(missedTargets(summaries)).toEqual([]);
    const { text } = interleavedMarkdown(report);
    expect(text).toContain('| 0.65× | 0.4, 0.8, 0.65 (0.4–0.8) |');
    expect(text).toContain('| 0.45× (not judged) | 0.3, 0.5, 0.45 (0.3–0.5) |');
  });
});

describe('bench options', () => {
  it('keeps --scale for one scale and the smoke run as they were', () => {
    expect(parseOptions(['--scale', '10000'])).toMatchObject({
      scale: 10_000,
      durationSeconds: 10,
      smoke: false,
    });
    expect(parseOptions(['--scale', '10000']).scales).toBeUndefined();
    expect(parseOptions(['--smoke'])).toMatchObject({ scale: 1000, durationSeconds: 1 });
  });

  it('--scales: every scale in order, leaderboards only, 5 rounds of 4 s unless told', () => {
    expect(parseOptions(['--scales', '1000000,10000,100000'])).toMatchObject({
      scales: [10_000, 100_000, 1_000_000],
      scale: 10_000,
      leaderboardsOnly: true,
      rounds: 5,
      durationSeconds: 4,
      reuse: false,
    });
    expect(
      parseOptions(['--scales', '10000,100000', '--rounds', '3', '--duration', '2', '--reuse']),
    ).toMatchObject({ rounds: 3, durationSeconds: 2, reuse: true });
    expect(() => parseOptions(['--scales', '10000'])).toThrow('--scales takes two scales or more');
    expect(() => parseOptions(['--scales', '10000,5'])).toThrow('Scale must be one of');
    expect(() => parseOptions(['--scales', '10000,100000', '--rounds', '0'])).toThrow(
      '--rounds must be a whole number from 1 to 50',
    );
  });
});
