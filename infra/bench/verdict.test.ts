import type { BundleSize, BundleSizes } from './bundles';
import { SERVED } from './lighthouse';
import type { LighthousePage, Served } from './lighthouse';
import { parseOptions } from './options';
import { frontEndFailures, lighthouseFailures } from './verdict';

const size = (gzipBytes: number): BundleSize => ({
  files: 1,
  bytes: gzipBytes * 3,
  gzipBytes,
  transferredBytes: gzipBytes,
});

function bundles(shellGzip: number, floorGzip: number, extra: Partial<BundleSizes> = {}) {
  const remote = { page: '/home', ...size(1) };
  return {
    shellInitialJs: size(shellGzip),
    floorJs: size(floorGzip),
    shellToFloor: shellGzip / floorGzip,
    sharedCopies: [
      {
        session: 'participant, /home',
        reactDomCopies: 1,
        shared: { react: ['19.3.1 from shell'] },
      },
    ],
    remotes: { participant: remote, social: remote, admin: remote },
    masterSession: { participantBytes: 0, socialBytes: 0, requested: [] },
    ...extra,
  } satisfies BundleSizes;
}

const page = (
  performance: number,
  accessibility: number,
  served: Served = SERVED.ingress,
): LighthousePage => ({
  page: '/wall/all',
  served,
  performance,
  accessibility,
  performanceRuns: [performance, performance, performance],
  largestContentfulPaintMs: 0,
  totalBlockingTimeMs: 0,
  transferredBytes: 0,
  requests: 0,
});

describe('issue 18 verdict: a light shell', () => {
  it('passes a shell up to 1.3 times the floor, fails one above with both sizes', () => {
    expect(frontEndFailures(bundles(130_000, 100_000))).toEqual([]);
    expect(frontEndFailures(bundles(130_001, 100_000))).toEqual([
      "the shell's initial JS is 1.30× the floor (130001 B against 100000 B gzipped), above 1.3×",
    ]);
  });

  it('leaves the ratio unjudged on the smoke run, as it does memory', () => {
    expect(frontEndFailures(bundles(300_000, 100_000), { judgeRatio: false })).toEqual([]);
  });

  it('fails a session that ran two copies of React DOM or loaded a shared module twice', () => {
    const twice = bundles(100_000, 100_000, {
      sharedCopies: [
        {
          session: 'participant, /wall/all',
          reactDomCopies: 2,
          shared: { '@mantine/core': ['9.7.3 from shell', '9.7.3 from mfe_social'] },
        },
      ],
    });
    expect(frontEndFailures(twice)).toEqual([
      'participant, /wall/all: 2 copies of React DOM ran',
      'participant, /wall/all: @mantine/core loaded twice: 9.7.3 from shell; 9.7.3 from mfe_social',
    ]);
  });

  it('judges each page by performance 95 and accessibility 100', () => {
    expect(lighthouseFailures([page(95, 100)])).toEqual([]);
    expect(lighthouseFailures([page(94, 99)])).toEqual([
      'Lighthouse mobile performance of /wall/all: 94 (median of 94, 94, 94), below 95',
      'Lighthouse accessibility of /wall/all: 99 (median run), below 100',
    ]);
  });

  it('judges the pages as the Ingress serves them; the HTTP/1.1 figures are reported only', () => {
    expect(lighthouseFailures([page(96, 100), page(70, 99, SERVED.local)])).toEqual([]);
    expect(lighthouseFailures([page(90, 100), page(99, 100, SERVED.local)])).toEqual([
      'Lighthouse mobile performance of /wall/all: 90 (median of 90, 90, 90), below 95',
    ]);
  });

  it('--only front-end runs the front-end measurements alone', () => {
    expect(parseOptions(['--only', 'front-end'])).toMatchObject({
      frontEndOnly: true,
      realtimeOnly: false,
      leaderboardsOnly: false,
    });
    expect(() => parseOptions(['--only', 'css'])).toThrow(
      '--only takes leaderboards, realtime, works-zip, front-end, replicas or floors',
    );
  });
});
