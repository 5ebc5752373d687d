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

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  webServer: {
    // Build first: pnpm --filter @praxiform/server build && pnpm --filter @praxiform/web build (root: pnpm test:e2e).
    command: 'node ../server/dist/main.js',
    url: `${BASE_URL}/fr`,
    env: serverEnv,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
