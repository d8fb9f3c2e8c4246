/**
 * Integration tests against a running Firebase Auth emulator (`*.emulator.test.ts`), kept out of the
 * default run because they need one. `npm run test:auth-emulator` starts it around this config.
 */
const { project } = require('./jest.preset.cjs');

module.exports = {
  // One emulator, reset before every test: files must not run side by side.
  maxWorkers: 1,
  projects: [
    {
      ...project('host', { environment: 'node' }),
      displayName: 'host (auth emulator)',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.emulator.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
