import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in the system Chromium (Debian's package; `scripts/ensure-chromium.mjs` finds or installs it).
 * Two gateways are started from the build: one per centre preset.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
const FR = 'http://127.0.0.1:4310';
const MA = 'http://127.0.0.1:4311';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous waits: the machine that runs these (2 shared cores, two browsers and two gateways at once) can run
  // the browser at half its usual speed. No test here measures speed; the benchmarks under tests/bench do.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { launchOptions: chromium, locale: 'fr-FR', timezoneId: 'Europe/Paris', trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.ma\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: FR, viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: /\.ma\.spec\.ts$/,
      use: { ...devices['Pixel 7'], baseURL: FR, viewport: { width: 390, height: 844 } },
    },
    { name: 'preset-ma', testMatch: /\.ma\.spec\.ts$/, use: { ...devices['Desktop Chrome'], baseURL: MA } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs fr 4310',
      url: `${FR}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node scripts/e2e-server.mjs ma 4311',
      url: `${MA}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
