import { defineConfig, devices } from '@playwright/test';

import type { Preset } from './tests/e2e/fixtures.js';

/**
 * End-to-end tests in the system Chromium's headless shell (Debian's `chromium-headless-shell`, the same release as its
 * `chromium`, without the browser's interface: about half the CPU per page on these two cores, decision 042;
 * `scripts/ensure-system-packages.mjs` finds or installs it).
 * Each worker starts its own gateway from the build, on a copy of its preset's seeded data (tests/e2e/fixtures.ts).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
export default defineConfig<{ preset: Preset }>({
  testDir: 'tests/e2e',
  // The tests import the contract by its package name: from its sources here, as Vitest and Vite read it, rather than
  // through its package's exports (its dist/), so that listing tests or running one file needs no build of it.
  tsconfig: './tests/tsconfig.playwright.json',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The JSON report feeds `node scripts/test-timings.mjs` (the slowest tests).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Generous waits: the machine that runs these (2 shared cores, two browsers and two gateways at once) can run
  // the browser at half its usual speed. No test here measures speed; the benchmarks under tests/bench do.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: chromium,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A failed test keeps its trace: actions, network and DOM snapshots. Without the screencast, which costs the
    // shared CPU a frame encoding many times a second in every test.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.ma\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // The phone runs what depends on the width or on touch (tagged @phone: menus, layouts, swipes, dialogs) and
      // one check per page, not every test a second time.
      name: 'phone',
      testIgnore: /\.ma\.spec\.ts$/,
      grep: /@phone/,
      // A device pixel ratio of 1: layouts depend on CSS pixels only, and software rendering at the phone's 2.6
      // costs the shared CPU seven times the pixels.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    },
    {
      name: 'preset-ma',
      testMatch: /\.ma\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], preset: 'ma' },
    },
  ],
});
