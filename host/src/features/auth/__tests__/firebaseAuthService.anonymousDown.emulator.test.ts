/**
 * @jest-environment node
 *
 * A visitor's anonymous sign-in that cannot reach Firebase (an Auth emulator address where nothing
 * listens: the emulator down) gives AI calls no token and throws nothing, so the call goes without
 * one (the gateway counts such calls by address). A file of its own: one Firebase app per file.
 */
import { createServer } from 'node:net';
import { deleteApp, getApps } from 'firebase/app';
import { createFirebaseAuthService } from '../firebaseAuthService';
import type { AuthEnvironment } from '../authEnvironment';
import { EMULATOR_PROJECT_ID } from '../../../testing/authEmulator';

/** A local port nobody listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

it('answers null without throwing when anonymous sign-in fails, and tries again on the next call', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const memory = new Map<string, string>();
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  const env: AuthEnvironment = {
    storage,
    session: storage,
    prompt: () => null,
    origin: () => 'http://127.0.0.1:4100',
    currentUrl: () => 'http://127.0.0.1:4100/',
    userAgent: () => 'Node',
  };
  const service = createFirebaseAuthService(
    {
      remotes: { remote_capture: '/c', remote_share: '/s', remote_account: '/a' },
      gatewayUrl: '/api',
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo.firebaseapp.com', projectId: EMULATOR_PROJECT_ID },
      emulators: { auth: `http://127.0.0.1:${await closedPort()}` },
    },
    env,
  );
  const reports: unknown[] = [];
  service.onAuthStateChanged((user) => reports.push(user));

  await expect(service.getIdToken()).resolves.toBeNull();
  expect(warn).toHaveBeenCalledWith(
    'Anonymous sign-in failed; calling the AI gateway without a token',
    expect.objectContaining({ code: 'auth/network-request-failed' }),
  );
  // A network failure may pass: the next call asks again.
  await expect(service.getIdToken()).resolves.toBeNull();
  expect(warn).toHaveBeenCalledTimes(2);
  expect(reports.every((user) => user === null)).toBe(true);
});
