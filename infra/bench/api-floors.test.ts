import type { LoadResult } from './load';
import { parseOptions } from './options';
import { floorCells, markdown } from './report';
import type { BenchReport } from './report';
import { floorFailures, withFloor } from './verdict';

const run = (name: string, requestsPerSecond: number, extra: Partial<LoadResult> = {}) => ({
  name,
  requestsPerSecond,
  p50Ms: 10,
  p99Ms: 40,
  requests: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  statusCodes: { 200: requestsPerSecond * 10 },
  ...extra,
});

const floorRuns = (...rates: number[]) => rates.map((rate) => run('floor: GET users/me', rate));

describe('issue 18: each API scenario against its own floor', () => {
  it('divides the scenario by the mean of the floor runs that bracket it', () => {
    const result = withFloor(
      run('GET users/me', 300),
      'floor: GET users/me',
      floorRuns(500, 700),
      true,
    );
    expect(result.floor).toMatchObject({ requestsPerSecond: 600, judged: true });
    expect(result.ratioToFloor).toBe(0.5);
    expect(floorCells(result)).toEqual(['600 (500, 700)', '0.5× met']);
  });

  it('fails a judged scenario below half its floor, naming both figures', () => {
    const result = withFloor(run('GET users/me', 299), 'floor: GET users/me', floorRuns(600), true);
    expect(floorFailures([result])).toEqual([
      'GET users/me: 0.50× its floor (299 against 600 req/s), below 0.5×',
    ]);
    expect(floorCells(result)[1]).toBe('0.5× **missed**');
  });

  it('never judges log in, and judges nothing on the smoke run, but shows every ratio', () => {
    const logIn = withFloor(run('log in', 10), 'argon2.verify alone', floorRuns(100), true);
    const smoke = withFloor(run('GET users/me', 10), 'floor: GET users/me', floorRuns(100), false);
    expect(logIn.floor?.judged).toBe(false);
    expect(floorFailures([logIn, smoke])).toEqual([]);
    expect(floorCells(logIn)).toEqual(['100 (100)', '0.1× (not judged)']);
    expect(floorCells(smoke)).toEqual(['100 (100)', '0.1× (not judged)']);
  });

  it('fails a judged scenario whose floor run errs or answers non-2xx', () => {
    const broken = [run('floor: log an activity', 50, { non2xx: 3, statusCodes: { 500: 3 } })];
    const result = withFloor(run('log an activity', 50), 'floor: log an activity', broken, true);
    expect(floorFailures([result])).toEqual([
      'floor: log an activity: 3 non-2xx responses (3 × 500)',
    ]);
  });

  it('fails nothing on an unjudged floor that errs (the smoke run, log in’s argon2)', () => {
    const broken = [run('argon2.verify alone', 5, { errors: 7 })];
    const logIn = withFloor(run('log in', 5), 'argon2.verify alone', broken, true);
    const smoke = withFloor(run('GET users/me', 50), 'floor: GET users/me', broken, false);
    expect(floorFailures([logIn, smoke])).toEqual([]);
  });

  it('shows the floor column in the report, with how the floors were run', () => {
    const users = {
      ...withFloor(run('GET users/me', 300), 'floor: GET users/me', floorRuns(400, 800), true),
      ratioToBaseline: 0.06,
    };
    const report = {
      scale: 1000,
      durationSeconds: 10,
      connections: 10,
      smoke: false,
      startedAt: '2026-11-28T08:00:00.000Z',
      machine: { node: '20.20.0', cpus: 2, loadAverage: 3 },
      seed: { seconds: 1, participants: 1000, entries: 0, entryActivities: 0 },
      baseline: run('bare Fastify route (baseline)', 5000),
      scenarios: [users],
      bundles: null,
      exportMemory: null,
      reportTimeout: null,
      emailThroughput: null,
      lighthouse: null,
      failures: [],
    } satisfies BenchReport;
    const text = markdown(report);
    expect(text).toContain('| GET users/me | 300 | 600 (400, 800) | 0.5× met | 0.06× |');
    expect(text).toContain('| bare Fastify route (baseline) | 5,000 | — | — | 1× |');
    expect(text).toContain('driven just before and just after the scenario');
  });

  it('--only floors measures the API scenarios and their floors alone', () => {
    expect(parseOptions(['--only', 'floors'])).toMatchObject({
      floorsOnly: true,
      leaderboardsOnly: false,
      smoke: false,
    });
    expect(parseOptions(['--only', 'floors', '--smoke'])).toMatchObject({
      floorsOnly: true,
      smoke: true,
    });
  });
});
