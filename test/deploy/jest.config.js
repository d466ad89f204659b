/** The deploy check (npm run test:deploy): runs the built image with podman; not part of `npm test`. */
const base = require('../../jest.config.js');
const browser = base.projects.find((p) => p.displayName === 'browser');

module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/deploy/**/*.deploy.ts'],
  transform: browser.transform,
  testTimeout: 180000,
  maxWorkers: 1,
};
