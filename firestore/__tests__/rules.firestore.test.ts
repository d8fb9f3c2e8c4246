import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error'); // every denied write would otherwise print a warning with a stack
  // Host and port come from FIRESTORE_EMULATOR_HOST (set by scripts/test-firestore-emulator.mjs).
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { rules: readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8') },
  });
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const listing = (uid: string) => `users/${uid}/listings/one`;

describe('firestore.rules', () => {
  it('lets a seller read and write their own listing', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(alice, listing('alice')), { title: 'Lamp' }));
    await assertSucceeds(getDoc(doc(alice, listing('alice'))));
  });

  it("keeps another seller and anonymous visitors out of a seller's listings", async () => {
    const bob = env.authenticatedContext('bob').firestore();
    const anonymous = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(bob, listing('alice'))));
    await assertFails(setDoc(doc(bob, listing('alice')), { title: 'Lamp' }));
    await assertFails(getDoc(doc(anonymous, listing('alice'))));
  });

  it('closes everything outside users/{uid}/listings', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(alice, 'rateLimits/ip-127.0.0.1')));
    await assertFails(setDoc(doc(alice, 'users/alice'), { name: 'Alice' }));
  });
});
