import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import noCycle from './scripts/eslint/no-cycle.js';

// Import boundaries (STYLE.md): contract imports only zod; server and web import the contract,
// never each other; only server repositories use the query builder; web features never import
// one another.
const restrict = (...patterns) => ['error', { patterns }];

// The layers of STYLE.md as eslint-plugin-boundaries elements (first match wins), and what each
// may not import (ADR 037). A domain is `apps/server/src/modules/<domain>/`; its `index.ts` is its
// one face, the only file another domain may import (ADR 085). Import cycles are zay/no-cycle's
// (scripts/eslint/no-cycle.js).
const ELEMENTS = [
  { type: 'contract', pattern: 'packages/contract/**', mode: 'full' },
  {
    type: 'server-test',
    pattern: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-kit.ts', 'apps/server/src/test/**'],
    mode: 'full',
  },
  { type: 'server-face', pattern: 'apps/server/src/modules/*/index.ts', capture: ['domain'], mode: 'full' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*/**', capture: ['domain'], mode: 'full' },
  { type: 'server-lib', pattern: 'apps/server/src/lib/**', mode: 'full' },
  { type: 'server', pattern: 'apps/server/**', mode: 'full' },
  { type: 'web-route', pattern: 'apps/web/app/routes/**', mode: 'full' },
  { type: 'web-feature', pattern: 'apps/web/app/features/*/**', capture: ['feature'], mode: 'full' },
  { type: 'web-shared', pattern: ['apps/web/app/components/**', 'apps/web/app/lib/**'], mode: 'full' },
  { type: 'web', pattern: 'apps/web/**', mode: 'full' },
];
const SERVER = ['server', 'server-test', 'server-face', 'server-module', 'server-lib'];
const WEB = ['web', 'web-route', 'web-feature', 'web-shared'];
const SAME_DOMAIN = ['server-module', 'server-face'].map((type) => [type, { domain: '${from.domain}' }]);
const LAYER_RULES = [
  {
    from: 'contract',
    disallow: [...SERVER, ...WEB],
    message: 'The contract imports neither the server nor the web app.',
  },
  { from: SERVER, disallow: WEB, message: 'The server never imports the web app.' },
  { from: WEB, disallow: SERVER, message: 'The web app reaches the server only through the API.' },
  { from: 'server-lib', disallow: ['server-module', 'server-face'], message: '`lib` never imports a domain.' },
  {
    from: ['server-module', 'server-face'],
    disallow: ['server-module'],
    message: 'A domain reaches another only through its face (`modules/<domain>/index.ts`).',
  },
  { from: ['server-module', 'server-face'], allow: SAME_DOMAIN },
  {
    from: 'web-feature',
    disallow: ['web-feature', 'web-route'],
    message: 'Features never import one another, nor routes.',
  },
  { from: 'web-feature', allow: [['web-feature', { feature: '${from.feature}' }]] },
  {
    from: 'web-shared',
    disallow: ['web-feature', 'web-route'],
    message: 'Components and lib never import features or routes.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/data/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries, zay: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'import/resolver': {
        [`${import.meta.dirname}/scripts/eslint/resolve.cjs`]: {},
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      'zay/no-cycle': 'error',
      'boundaries/element-types': ['error', { default: 'allow', rules: LAYER_RULES }],
    },
  },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(?!zod$|libphonenumber-js/min$|\\.)',
        message: 'The contract imports nothing but zod (and libphonenumber-js/min for mobile numbers, ADR 045).',
      }),
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
  // A feature file may climb to its own feature's folder (its sub-folders are pages or parts of
  // it), never above: depth d below the feature root may go up d levels, not d + 1.
  ...[0, 1, 2].map((depth) => ({
    files: [`apps/web/app/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: `^(\\.\\./){${depth + 1}}`,
          message: 'Outside its own folder a feature imports by ~/ path; features never import one another.',
        },
        { regex: '^~/features/', message: 'Features never import one another.' },
        {
          group: ['**/apps/server/**', 'fastify', 'kysely'],
          message: 'The web app reaches the server only through the API.',
        },
      ),
    },
  })),
);
