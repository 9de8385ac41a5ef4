import { defineConfig } from '@playwright/test';
import type { TourOptions } from './fixtures';
import { E2E_PORT } from './stack-config';

/**
 * Journeys in Debian's Chromium against the production build served by the edge, on a
 * fresh database seeded with the demo data (see global-setup.ts).
 */
export default defineConfig<TourOptions>({
  testDir: '.',
  // The screen tour first, on the demo as seeded and in use (global-setup.ts): its screenshots
  // are the guides' (docs/), so they show the demo people see, not what the journeys leave
  // behind. Its two widths are independent (each keeps its own visited screens) and run side by
  // side; the journeys share the demo's data and run one at a time. Projects are dispatched in
  // this order, so the journeys start as the tours end (a journey may overlap the slower
  // width's last role). No project depends on another: a failing tour does not stop them.
  projects: [
    ...([390, 1280] as const).map((width) => ({
      name: `screen tour ${width} px`,
      testMatch: 'screens.spec.ts',
      use: { tourWidth: width },
    })),
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: 'screens.spec.ts',
      workers: 1,
    },
  ],
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey takes 10-40 s; a slow CI machine running Jest beside it can double that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
