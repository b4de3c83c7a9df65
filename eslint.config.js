// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries: the architecture is carried by lint, not by memory. */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './packages/domain',
          from: ['./apps', './e2e', './bench', './scripts'],
          message: 'The domain package is pure and shared: it never imports an app.',
        },
        {
          target: './apps/server',
          from: './apps/web',
          message: 'The server never imports the web app.',
        },
        {
          target: './apps/web',
          from: './apps/server',
          message: 'The web app never imports the server.',
        },
        {
          // Web app: shared → features → app. Shared code never imports features or the app.
          target: [
            './apps/web/src/components',
            './apps/web/src/hooks',
            './apps/web/src/lib',
            './apps/web/src/config',
            './apps/web/src/i18n',
            './apps/web/src/utils',
            './apps/web/src/testing',
          ],
          from: ['./apps/web/src/features', './apps/web/src/app'],
          message: 'Shared web code must not import features or the app layer.',
        },
        {
          target: './apps/web/src/features',
          from: './apps/web/src/app',
          message: 'Features must not import the app layer.',
        },
        ...[
          'auth',
          'sites',
          'settings',
          'legal',
          'dashboard',
          'layout',
          'placeholder',
          'silos',
          'subscriptions',
          'objectives',
          'favourites',
          'notifications',
          'feeding',
          'zootech',
          'users-report',
          'farm-comparison',
          'users-manager',
          'animals',
        ].map((name) => ({
          target: `./apps/web/src/features/${name}`,
          from: './apps/web/src/features',
          except: [`./${name}`],
          message: 'Features never import each other; compose them in src/app.',
        })),
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...boundaries,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Fastify plugins and handlers are async by contract, whether or not they await anything.
    files: ['apps/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
