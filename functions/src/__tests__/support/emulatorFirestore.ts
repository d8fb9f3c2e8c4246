/**
 * A firebase-admin Firestore on the emulator (FIRESTORE_EMULATOR_HOST, set by test:emulators) for
 * one test file, in a project of its own: emptied after each test, and its app deleted after all.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function emulatorFirestore(projectId: string): Firestore {
  const app = initializeApp({ projectId }, projectId);
  afterEach(async () => {
    const response = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(response.ok).toBe(true);
  });
  afterAll(() => deleteApp(app));
  return getFirestore(app);
}
