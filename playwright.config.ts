import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/admin-account.ts';
import { CHROMIUM_ARGS, testChromium } from './tests/helpers/chromium.ts';
import { E2E_DATA_DIR, E2E_PORT as port } from './tests/helpers/e2e.ts';
import { TIME_ZONE } from './src/time-zone.ts';

const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = testChromium ? { executablePath: testChromium, args: [...CHROMIUM_ARGS] } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/helpers/e2e-teardown.ts',
  outputDir: '.tmp/test-results',
  // Bounds for a machine whose cores are busy with other work (`npm test` must pass beside
  // `stress-ng --cpu 2`), not speed requirements.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Three workers on every machine (Playwright's default is half the cores: one here): the browser tests
  // wait on the servers, on Chromium and on their own bounds for part of their time; with two, a core
  // stayed idle 15 % of the step (263 s; three: 243 s, four: 253 s).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions,
    // No trace by default: recording one (screencast frames, DOM snapshots) for every test took a third of
    // the browser step's time (390 → 262 s), and CI keeps only the log. To see a failure step by step:
    // `npx playwright test <file> --trace on`, then `npx playwright show-trace`.
    trace: 'off',
    locale: 'nl-BE',
    timezoneId: TIME_ZONE,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node tests/helpers/e2e-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // The server's first start creates its embedded database (initdb in WebAssembly): a minute or more
    // on a busy machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Without SMTP_URL the mails land as .eml files under DATA_DIR/outbox, where the signup tests read them.
      LEADS_NOTIFY_EMAIL: 'verkoop@example.be',
      LEADS_RATE_LIMIT: '100/10m',
      HOUSEHOLD_RATE_LIMIT: '1000/10m',
      // The whole suite comes from one address, far faster than people: limits on, but high.
      READ_RATE_LIMIT: '100000/1m',
      WRITE_RATE_LIMIT: '1000/1m',
      // The embedded database's files are rewritten a second after an erasure, not a minute (decision 020).
      ERASURE_COMPACTION_DELAY: '1s',
      // Test-only staff account (created at start-up) and leads for the back-office journey.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_FIXTURE_LEADS: '1',
    },
  },
});
