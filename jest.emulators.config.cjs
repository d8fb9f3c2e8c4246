/**
 * Every suite that needs an emulator, in one run (`npm run test:emulators` starts the emulators
 * around it): the auth service on the Auth emulator (`*.emulator.test.ts`), and the security
 * rules, the listings repository and the gateway's rate limiter on the Firestore emulator
 * (`*.firestore.test.ts`). One Auth emulator, reset before every test, and one Firestore shared by
 * every file: files run one at a time.
 */
const { project } = require('./jest.preset.cjs');

const suite = (name, kind, pattern) => ({
  ...project(name, { environment: 'node' }),
  displayName: `${name} (${kind} emulator)`,
  testMatch: [`<rootDir>/**/__tests__/**/${pattern}`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
});

module.exports = {
  maxWorkers: 1,
  // The emulators compile rules and warm their JVM on the first calls: seconds on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    suite('host', 'auth', '*.emulator.test.ts'),
    suite('firestore', 'firestore', '*.firestore.test.ts'),
    suite('host', 'firestore', '*.firestore.test.ts'),
    suite('functions', 'firestore', '*.firestore.test.ts'),
  ],
};
