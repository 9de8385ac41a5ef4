import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './stack-config';

/**
 * Journeys in Debian's Chromium against the production build served by the edge, on a
 * fresh database seeded with the demo data (see global-setup.ts).
 */
export default defineConfig({
  testDir: '.',
  // The screen tour first, on the demo as seeded and used: its screenshots are the guides'
  // (docs/), so they show the demo people see, not what the journeys leave behind.
  projects: [
    { name: 'screen tour', testMatch: 'screens.spec.ts' },
    { name: 'journeys', testMatch: '**/*.spec.ts', testIgnore: 'screens.spec.ts' },
  ],
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
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
