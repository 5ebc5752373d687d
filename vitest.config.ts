// One Vitest run for the whole workspace: a single global set-up owns the test database server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          setupFiles: ['packages/db/src/testing/setup-file.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
