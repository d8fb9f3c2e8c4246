/**
 * The real Firebase AuthService connected to the Auth emulator, with in-memory stand-ins for the
 * browser edges, for `*.emulator.test.ts` files. Call once per test file (one Firebase app each).
 */
import { deleteApp, getApps } from 'firebase/app';
import type { AppUser } from '@snap/shared';
import type { AuthEnvironment } from '../features/auth/authEnvironment';
import { createFirebaseAuthService } from '../features/auth/firebaseAuthService';
import { authEmulatorOrigin, EMULATOR_PROJECT_ID, resetAuthEmulator } from './authEmulator';

export const SITE = 'http://127.0.0.1:4100';

export function startEmulatorAuthService() {
  const stored = new Map<string, string>();
  const env = {
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    prompt: jest.fn<string | null, [string]>(),
    origin: () => SITE,
    currentUrl: () => `${SITE}/`,
    session: {
      getItem: (key: string) => stored.get(`session:${key}`) ?? null,
      setItem: (key: string, value: string) => void stored.set(`session:${key}`, value),
      removeItem: (key: string) => void stored.delete(`session:${key}`),
    },
    userAgent: () => 'Node',
  } satisfies AuthEnvironment;

  const service = createFirebaseAuthService(
    {
      remotes: { remote_capture: `${SITE}/c`, remote_share: `${SITE}/s`, remote_account: `${SITE}/a` },
      gatewayUrl: `${SITE}/api`,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        projectId: EMULATOR_PROJECT_ID,
      },
      emulators: { auth: authEmulatorOrigin() },
    },
    env,
  );

  /** Every auth-state report the service makes, newest last. */
  const reports: Array<AppUser | null> = [];
  const unsubscribe = service.onAuthStateChanged((user) => reports.push(user));
  let serial = 0;

  return {
    service,
    env,
    stored,
    lastReport: () => reports[reports.length - 1],
    /** A fresh address per test: the emulator keeps sent e-mails across account resets. */
    newEmail: () => `seller-${Date.now()}-${(serial += 1)}@example.com`,
    /** Signed out, no accounts, nothing stored, a fresh prompt, failures logged quietly. */
    async reset() {
      await service.signOut();
      await resetAuthEmulator();
      stored.clear();
      env.prompt.mockReset();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    },
    async stop() {
      unsubscribe();
      await service.signOut();
      await Promise.all(getApps().map((app) => deleteApp(app)));
    },
  };
}
