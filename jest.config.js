/** One jest run for everything: backend unit and API tests, repository checks, browser journeys. */
const { join } = require('node:path');

/**
 * Tests load @shop/contract from its source, as the type checks do (tsconfig.json's paths): swc compiles it with
 * the rest, so a test never runs against a stale or missing contract/dist. The built processes the journeys start
 * (backend/dist) require contract/dist, which scripts/build.sh builds.
 */
const contractSource = { '^@shop/contract$': join(__dirname, 'contract/src/index.ts') };

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The app's own code under swc: Vite's build-time constants as the browser build has them
 * (import.meta would not even parse in CommonJS), and only the one the code reads on import
 * (shared/api/api.ts: rendering on the server or not). i18n/index.ts, the other reader, is not
 * loaded in tests: testing/i18n.ts builds i18next as the server does.
 */
const frontendSwc = [
  '@swc/jest',
  {
    jsc: {
      ...swc[1].jsc,
      transform: { ...swc[1].jsc.transform, optimizer: { globals: { vars: { 'import.meta.env.SSR': 'false', 'import.meta.env.DEV': 'false' } } } },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testTimeout: 60000,
  globalTeardown: '<rootDir>/test/support/exit-watchdog.js',
  testSequencer: '<rootDir>/test/support/long-first-sequencer.js',
  projects: [
    {
      displayName: 'backend',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.api-spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: contractSource,
      setupFiles: ['<rootDir>/test-support/test-env.ts'],
    },
    {
      // @shop/contract's rules, each spec beside its file: pure functions, no server and no browser.
      displayName: 'contract',
      rootDir: '<rootDir>/contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
    },
    {
      // The app below the browser journeys (issue 32): its query and state logic and its pages in jsdom, with Testing
      // Library, the app's own store and texts, and the API answered at fetch level (frontend/src/testing). No server.
      displayName: 'frontend',
      rootDir: '<rootDir>/frontend',
      roots: ['<rootDir>/src'],
      testEnvironment: '<rootDir>/src/testing/browserEnvironment.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': frontendSwc },
      // Stylesheets and pictures are Vite's to bundle; under jest an import of one is an empty module.
      moduleNameMapper: { ...contractSource, '\\.(css|svg|png|jpe?g|webp|gif|woff2?)$': '<rootDir>/src/testing/assetStub.ts' },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
    },
    {
      displayName: 'repository',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/checks/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: contractSource,
    },
    {
      // The README's two first commands, run as a newcomer runs them (a few minutes: a whole build and seed).
      displayName: 'first-command',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/first-command/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: contractSource,
    },
    {
      // Backups and restores (issue 34): its own PostgreSQL cluster and pgBackRest repository, the built shop on them.
      displayName: 'backup',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/backup/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: contractSource,
    },
    {
      displayName: 'browser',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: contractSource,
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
    },
  ],
};
