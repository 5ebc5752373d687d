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
          // The AWS SDK's notice that its 2027 releases need Node.js 22 (README, "Running on several machines").
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      {
        // The tests of stored files again, with every file in a real S3-compatible server's bucket (docs/files.md,
        // "Storage"): uploads' bad-input battery, the REST authorization matrix, the sweeps, removal with a submission.
        test: {
          name: 'node-s3',
          environment: 'node',
          include: [
            'apps/server/src/security/uploads.int.test.ts',
            'apps/server/src/security/rest-matrix.int.test.ts',
            'apps/server/src/security/rest-fuzz.int.test.ts',
            'apps/server/src/rest/public-forms.int.test.ts',
            'packages/api/src/services/files/sweep-uploads.int.test.ts',
            'packages/api/src/routers/submissions/send.int.test.ts',
            'packages/api/src/services/exports/render-pdf.int.test.ts',
          ],
          globalSetup: ['packages/db/src/testing/global-setup.ts', 'packages/api/src/testing/s3-global-setup.ts'],
          setupFiles: ['packages/db/src/testing/setup-file.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The AWS SDK's notice that its 2027 releases need Node.js 22 (README, "Running on several machines").
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
