import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'generated', 'coverage', 'bench/.venv'] },
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
    files: ['scripts/**', 'bench/**', 'src/cli/**', 'test/support/**'],
    rules: { 'no-console': 'off' },
  },
  // Tests read JSON responses whose shape the spec checker has already validated.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
