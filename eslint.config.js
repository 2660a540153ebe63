// Lint for the whole workspace: typescript-eslint's recommended rules everywhere, React hook rules in the web, and
// the web's import boundaries: a feature imports from components/, lib/, config/ and gql/, never from another
// feature nor from app/; the shared folders import from no feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones({ tests: true }) }] },
  },
  {
    // Tests may mount the app's providers and routes; the code they test may not.
    files: ['packages/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones({ tests: false }) }] },
  },
);

/** The no-restricted-paths zones of packages/web/src, one per feature folder that exists. */
function webZones({ tests }) {
  const src = 'packages/web/src';
  const features = readdirSync(`${src}/features`, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return [
    ...features.map(({ name }) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: 'A feature never imports another feature: move what both need to components/ or lib/.',
    })),
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/config`],
      from: `${src}/features`,
      message: 'Shared code (components/, lib/, config/) imports from no feature.',
    },
    ...(tests
      ? []
      : [
          {
            target: [`${src}/features`, `${src}/components`, `${src}/lib`, `${src}/config`],
            from: `${src}/app`,
            message: 'Only app/ (and tests) import from app/: app/ assembles the features.',
          },
        ]),
  ];
}
