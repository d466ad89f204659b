/** The fleet test: network namespaces, HAProxy, two API hosts and a worker host (npm run test:fleet, root only). */
const base = require('../../jest.config.js');
const browser = base.projects.find((p) => p.displayName === 'browser');

module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/fleet/**/*.fleet.ts'],
  transform: browser.transform,
  testTimeout: 600000,
  maxWorkers: 1,
  forceExit: true,
};
