// Browser tests: Debian's Chromium drives the built SPA served by the real Express server (apps/server/dist).
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two developers (or helpers) run their own server side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(import.meta.dirname, 'test-results', `server-data-${PORT}`);

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  APP_URL: BASE_URL,
  LOG_LEVEL: 'warn',
  DATA_DIR,
  NODE_ENV: 'production',
  // The auth tests give each test its own X-Forwarded-For, so per-IP rate limits do not add up across the suite.
  TRUST_PROXY: 'loopback',
};
// A database of its own (CI creates it); without one the server runs its embedded PostgreSQL in DATA_DIR.
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

// Payments go to the local Stripe the server itself runs when it has no Stripe keys and APP_URL is on this machine, as
// `pnpm start` does for a newcomer (apps/server/src/local-stripe.ts, docs/billing-api.md#local-stripe): on a port of its
// own, which its events come back from to the app's webhook; the tests reach its controls there (e2e/support).
export const FAKE_STRIPE_PORT = PORT + 1000;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
serverEnv.LOCAL_STRIPE_PORT = String(FAKE_STRIPE_PORT);

// The bot check on (docs/auth-api.md#bot-check): a second app server with reCAPTCHA keys, whose verifier is a local
// stand-in for Google's siteverify (e2e/support/recaptcha-verifier.mjs); the page's Google script is replaced in the
// test itself (e2e/bot-check.spec.ts). The suite's database when there is one (seeded by the first server), else an
// embedded one of its own, seeded with the demo accounts the test signs in with.
export const BOT_CHECK_PORT = PORT + 2;
export const BOT_CHECK_URL = `http://127.0.0.1:${BOT_CHECK_PORT}`;
export const RECAPTCHA_VERIFIER_PORT = PORT + 3;
export const RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key';
const botCheckEnv: Record<string, string> = {
  ...serverEnv,
  PORT: String(BOT_CHECK_PORT),
  APP_URL: BOT_CHECK_URL,
  DATA_DIR: path.join(import.meta.dirname, 'test-results', `server-data-${BOT_CHECK_PORT}`),
  SEED_DEMO_DATA: process.env.E2E_DATABASE_URL ? 'never' : 'auto',
  // Payments are the first server's (one local Stripe is enough).
  LOCAL_STRIPE: 'off',
  RECAPTCHA_SITE_KEY,
  RECAPTCHA_SECRET: 'e2e-recaptcha-secret',
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${RECAPTCHA_VERIFIER_PORT}/siteverify`,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: true,
  workers: 2,
  // Two retries in CI: on this 2-core machine a page's first paint now and then passes the 7 s wait when the other
  // worker builds a PDF or boots a browser (guards.spec.ts failed twice in a row that way on 2026-11-28, then passed
  // 16 times out of 16 here, under two busy-loop cores too). A test that fails three times is a failure.
  retries: process.env.CI ? 2 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  // Several journeys (the builder, the profile, registration) take 25 s beside the other worker on this 2-core machine,
  // and more on a busy day: 60 s per test keeps their assertions, whose own wait stays 7 s, from failing on time alone.
  timeout: 60_000,
  // In CI an assertion waits 20 s: a first page there came after 7 to 9 s three times in a row on 2026-11-28
  // (patients.spec: the chunks arrived 2 to 4 s after the navigation, the patient's query 3 to 6 s after them, each
  // answer in 0.3 s: the two cores were busy, nothing was broken). Here, 7 s keeps a slow screen visible.
  expect: { timeout: process.env.CI ? 20_000 : 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Build first: pnpm --filter @praxiform/server build && pnpm --filter @praxiform/web build (root: pnpm test:e2e).
      command: 'node ../server/dist/main.js',
      url: `${BASE_URL}/fr`,
      env: serverEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node e2e/support/recaptcha-verifier.mjs ${RECAPTCHA_VERIFIER_PORT} e2e-recaptcha-secret`,
      url: `http://127.0.0.1:${RECAPTCHA_VERIFIER_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node ../server/dist/main.js',
      url: `${BOT_CHECK_URL}/fr`,
      env: botCheckEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
