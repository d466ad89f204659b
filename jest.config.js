/** One jest run for everything: backend unit and API tests, repository checks, browser journeys. */
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

module.exports = {
  testTimeout: 60000,
  globalTeardown: '<rootDir>/test/support/exit-watchdog.js',
  projects: [
    {
      displayName: 'backend',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.api-spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
      setupFiles: ['<rootDir>/test-support/test-env.ts'],
    },
    {
      displayName: 'repository',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/checks/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swc },
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
    },
    {
      displayName: 'browser',
      rootDir: '<rootDir>',
      // Only test/ is crawled: var/ may hold millions of uploaded files after a large seed, enough to exhaust jest's file map.
      roots: ['<rootDir>/test'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      transform: { '^.+\\.tsx?$': swc },
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
    },
  ],
};
