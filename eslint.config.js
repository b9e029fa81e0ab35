import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'generated',
      'coverage',
      '.venv',
      '.schemathesis',
      '.hypothesis',
      'bench/.venv',
      'sdks/*/dist',
      'sdks/*/src/generated',
      'sdks/generated-clients/out',
      'sdks/java/target',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'src/cli/**',
      'test/support/**',
      'sdks/generated-clients/programs/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // The SDKs' own scripts run on Node with its web globals; the launcher reports to the terminal.
  {
    files: ['sdks/**/*.mjs'],
    languageOptions: {
      globals: {
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: { 'no-console': 'off' },
  },
  // Tests read JSON responses whose shape the spec checker has already validated.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
