/** Fault scripts: they stop and start the machine's PostgreSQL and Redis, so they run alone (npm run test:faults). */
const base = require('../../jest.config.js');
const browser = base.projects.find((p) => p.displayName === 'browser');

module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  transform: browser.transform,
  testTimeout: 180000,
  maxWorkers: 1,
  // The shop's child processes and keep-alive sockets are ended in afterAll; do not wait on stragglers.
  forceExit: true,
};
