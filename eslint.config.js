// Lint for the whole workspace: typescript-eslint's recommended rules everywhere, React hook rules in the web.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lexbridge from './eslint-rules/no-spec-citations.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'packages/web/src/gql/**',
      'tests/e2e/artifacts/**',
      'tests/load/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Comments, GraphQL descriptions and test titles state their rule; they never cite the product spec or the
    // team's notes, which readers of the repository do not have.
    plugins: { lexbridge },
    rules: { 'lexbridge/no-spec-citations': 'error' },
  },
  {
    // Codegen plugins are loaded with require() by graphql-codegen.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
