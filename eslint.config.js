import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (STYLE.md): contract imports only zod; server and web import the contract,
// never each other; only server repositories use the query builder; web features never import
// one another.
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', '**/data/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({ regex: '^(?!zod$|\\.)', message: 'The contract imports nothing but zod.' }),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['**/apps/web/**', '**/web/app/**', '@zay/web'],
        message: 'The server never imports the web app.',
      }),
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { group: ['kysely'], allowTypeImports: true, message: 'Only repositories use the query builder.' },
        { group: ['**/apps/web/**', '@zay/web'], message: 'The server never imports the web app.' },
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': restrict({
        group: ['**/apps/server/**', '@zay/server', 'fastify', 'kysely', 'better-sqlite3', 'pg'],
        message: 'The web app reaches the server only through the API.',
      }),
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^\\.\\./(?!\\.\\.)', message: 'Features never import one another.' },
        { regex: '^~/features/', message: 'Features never import one another.' },
        {
          group: ['**/apps/server/**', 'fastify', 'kysely'],
          message: 'The web app reaches the server only through the API.',
        },
      ),
    },
  },
);
