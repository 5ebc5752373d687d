// Lint rules for the whole workspace (flat config, looked up from each package).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

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
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible string goes through i18next: literal text in JSX fails the lint.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
);
