/**
 * Integration tests against a running Firestore emulator (`*.firestore.test.ts`): security rules,
 * the listings repository, the gateway's rate limiter. `npm run test:firestore-emulator` starts the
 * emulator around this config and sets FIRESTORE_EMULATOR_HOST.
 */
const { project } = require('./jest.preset.cjs');

const firestoreTests = (name) => ({
  ...project(name, { environment: 'node' }),
  displayName: `${name} (firestore emulator)`,
  testMatch: ['<rootDir>/**/__tests__/**/*.firestore.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
});

module.exports = {
  // One emulator shared by every file; each suite clears what it wrote, so files run one at a time.
  maxWorkers: 1,
  // The emulator compiles rules and warms its JVM on the first calls: seconds on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [firestoreTests('firestore'), firestoreTests('host'), firestoreTests('functions')],
};
