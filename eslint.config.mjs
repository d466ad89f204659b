// One lint run (npm run lint) over the API, the app, the tests and the benchmarks. Errors are real
// problems (bugs, broken hook rules, crossed boundaries); style is at most a warning.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'frontend/src/features';
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public entry: the only file of it that code outside the feature may import. */
const publicEntries = features.map((name) => `./${name}/index.ts`);

/** The app reaches the API only through @shop/contract (its wire types and the rules both halves run), never into backend/. */
const NOT_THE_BACKEND = {
  target: 'frontend/src',
  from: 'backend',
  message: 'The app imports nothing of the API: what both halves share (wire types, the product declaration, the money rule…) is in @shop/contract.',
};

/**
 * The app's layers, each importing only those below it (test/checks/frontend-layers.spec.ts counts the
 * arrows): app (the composition root: routes, store, start, server render) → layout (the shop's shell) →
 * features → shared (data access in shared/api, widgets in shared/ui, helpers) with i18n/.
 */
const APP = ['frontend/src/app', 'frontend/src/ssr', 'frontend/src/main.tsx', 'frontend/src/entry-server.tsx'];
const LAYOUT = 'frontend/src/layout';
const SHARED = ['frontend/src/shared', 'frontend/src/i18n'];

const FRONTEND_ZONES = [
  // A feature uses another only through its public entry (features/<name>/index.ts), if at all.
  ...features.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`, ...publicEntries],
    message: 'Import another feature through its public entry (features/<name>/index.ts).',
  })),
  // The shell and the app see features only through their public entries.
  ...[LAYOUT, 'frontend/src/app'].map((target) => ({
    target,
    from: FEATURES,
    except: publicEntries,
    message: 'layout/ and app/ use a feature through its public entry (features/<name>/index.ts).',
  })),
  // Features sit below the app and the shell: data access is in shared/api, widgets in shared/ui.
  {
    target: FEATURES,
    from: APP,
    message: 'A feature imports nothing of the app (the composition root): the API slice and its helpers are in shared/api/.',
  },
  {
    target: FEATURES,
    from: LAYOUT,
    message: 'A feature imports nothing of the shell (layout/): widgets several features use are in shared/ui/.',
  },
  // The shell is wired by the app, never the reverse.
  {
    target: LAYOUT,
    from: APP,
    message: 'layout/ imports nothing of the app (the composition root): what it needs is in shared/.',
  },
  // shared/ (and i18n/) is below every feature, the shell and the app: it imports none of them.
  {
    target: SHARED,
    from: [FEATURES, LAYOUT, ...APP],
    message: 'shared/ serves the features; it imports no feature, no part of the shell and nothing of the app.',
  },
];

/**
 * The app's tests (beside the code they test) and their helpers (frontend/src/testing, after bulletproof-react's
 * testing folder): they may use every layer, the app's store included; no runtime file may use them.
 */
const FRONTEND_TESTS = ['frontend/src/**/*.test.ts', 'frontend/src/**/*.test.tsx', 'frontend/src/testing/**'];
const NOT_THE_TESTS = {
  target: 'frontend/src',
  from: 'frontend/src/testing',
  message: 'frontend/src/testing serves the tests: the app never imports it.',
};

/** Test and fixture files of the API: they may set up what the runtime must not depend on. */
const BACKEND_TESTS = ['backend/src/**/*.spec.ts', 'backend/src/**/*.api-spec.ts', 'backend/test-support/**'];

/** The API's layers, for its runtime and its tests alike. */
const BACKEND_LAYERS = [
  // The catalogue declares what search serves (product-fields, facets, catalogue-key, text-normaliser) and the
  // ports it asks search through (search-engine.ts, search-index.ts); search/ implements them (issue 27).
  {
    target: 'backend/src/modules/items',
    from: 'backend/src/search',
    message: 'search/ depends on the catalogue, not the reverse: use the port in modules/items (search-engine.ts, search-index.ts).',
  },
  // Infrastructure beside the modules knows no domain: sheets read and write CSV/XLSX/ZIP, files store bytes.
  {
    target: ['backend/src/sheets', 'backend/src/files'],
    from: 'backend/src/modules',
    message: 'sheets/ and files/ are infrastructure with no domain in them: the modules use them, never the reverse.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'var/**', 'infra/**', 'frontend/public/**', 'bench/lighthouse/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'frontend/tsconfig.test.json', 'contract/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // An import cycle means two files cannot be understood (or loaded) one without the other.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'warn',
      // The TypeScript compiler already checks names and defaults, with type information ESLint lacks.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // Packages such as tiptap export their default under its own name too, and document that import.
      'import-x/no-named-as-default': 'off',
      'import-x/no-unresolved': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'warn',
    },
  },
  {
    files: ['backend/**/*.ts', 'test/**/*.{ts,js,mjs}', 'bench/**/*.{js,mjs}', '*.{js,mjs}', 'frontend/vite.config.ts', 'frontend/build/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js'],
    ignores: ['**/*.mjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/src/**/*.spec.ts', 'backend/src/**/*.api-spec.ts', 'backend/test-support/**/*.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The backend's runtime: the demo seed is a client of the catalogue, never a part of it; and the API's layers.
    files: ['backend/src/**/*.ts'],
    ignores: BACKEND_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['backend/src/modules', 'backend/src/search', 'backend/src/http'],
              from: 'backend/src/seed',
              message: 'The demo seed loads data through the catalogue; the runtime never depends on it.',
            },
            ...BACKEND_LAYERS,
          ],
        },
      ],
    },
  },
  {
    // The API's tests may load the demo seed, but keep to the same layers.
    files: BACKEND_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BACKEND_LAYERS }] },
  },
  {
    // The contract both halves run: its files import nothing but each other (no package, no Node, no file of the API or
    // the app), so the API's processes and the app's bundle load them alike. Its specs may read files with Node.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'The contract imports nothing but its own files.' }] }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: 'contract/src', from: '.', except: ['./contract/src'], message: 'The contract imports nothing but its own files.' }] },
      ],
    },
  },
  {
    files: ['contract/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/|node:)', message: 'A contract spec imports its own package and Node only.' }] }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: [...FRONTEND_ZONES, NOT_THE_BACKEND, NOT_THE_TESTS] }],
    },
  },
  {
    // A test keeps to its feature's boundaries (another feature through its public entry) and may use the testing folder.
    files: FRONTEND_TESTS,
    languageOptions: { globals: { ...globals.jest } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...FRONTEND_ZONES, NOT_THE_BACKEND] }] },
  },
);
