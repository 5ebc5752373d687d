// Lint rules for the whole workspace (flat config, looked up from each package).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

const RAW_ENV_MESSAGE = 'Read the environment through the validated env module (apps/server/src/env.ts, packages/db/src/env.ts).';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/src/generated/**', '**/.data/**', '**/test-results/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its error (an unhandled rejection, or a UI that never
    // says the save failed), and a promise where a plain callback is expected runs unawaited.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // A service states what it returns: its answer is a contract for routers, REST adapters and tests, not whatever
    // the body happens to build. Left out: the folders whose helpers still return Prisma query shapes (where, include,
    // select builders, rows of a select), whose inferred literal types Prisma's own inference needs.
    files: ['packages/api/src/services/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'packages/api/src/services/{patients,profile,submissions,templates}/**'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    // Configuration comes through a validated reader (apps/server/src/env.ts, packages/db/src/env.ts), never raw.
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: RAW_ENV_MESSAGE }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: RAW_ENV_MESSAGE })),
        },
      ],
    },
  },
  {
    // Where reading process.env is the point: the env readers, the test set-up, build and benchmark scripts, e2e config.
    files: [
      'apps/server/src/env.ts',
      'packages/db/src/env.ts',
      'packages/db/src/testing/**',
      'packages/db/prisma.config.ts',
      'apps/server/build.mjs',
      'apps/server/bench/**',
      'scripts/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      'apps/web/playwright.config.ts',
      'apps/web/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible string goes through i18next: literal text in JSX fails the lint.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
);
