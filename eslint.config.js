// Lint: typescript-eslint with type information; floating or misused promises are errors.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'reports/', 'bin/', 'dist/'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Plain JavaScript run by Node itself (the tests' command host, the suite workers' thread): no types to check it with.
  {
    files: ['eslint.config.js', 'test/support/*.js', 'src/harness/kept-thread-entry.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
