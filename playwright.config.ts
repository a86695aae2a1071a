import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';

// The browser tests: the built storefront and the reference API (scripts/e2e-server.mjs, a fresh seeded
// database each run) driven in Debian's Chromium. Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Two spec files at a time against the one server: most of a browser test is waiting, so two halve the run on
  // a two-core machine. A test that writes to a seeded account's orders or returns does it on a customer of its
  // own, or finds what it made by name, so that the file running beside it is not disturbed.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI one more try: a test that passes only then is counted as flaky in the summary line, to be looked at,
  // while one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A whole journey (a new customer's address book, a return from request to list) takes 20 to 28 s on a busy
  // two-core machine; each step still fails on its own after 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    // A trace records the page all through a test, which slows every test by about a fifth: it is taken on the
    // retry of a test that failed (CI), or on demand (`--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/master`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    // A first run builds the storefront and seeds the database; on a machine without the seed's render cache
    // (docs/decisions/seed-photos.md) that seed renders every photo first.
    timeout: 300_000,
    // TERM lets the script delete its temporary database once the server has closed it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
