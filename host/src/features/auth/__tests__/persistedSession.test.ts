import { GOOGLE_REDIRECT_PENDING_KEY, mayHaveSession } from '../persistedSession';

const storageWith = (...keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
const HOME = 'https://snap.example/';

describe('mayHaveSession', () => {
  it.each([
    ['empty storage', storageWith(), HOME, false],
    ['unrelated keys', storageWith('theme', 'emailForSignIn'), HOME, false],
    ['a persisted Firebase user', storageWith('theme', 'firebase:authUser:demo-api-key:[DEFAULT]'), HOME, true],
    ['an e-mail sign-in link', storageWith(), `${HOME}auth/signin?apiKey=k&oobCode=abc&mode=signIn&lang=en`, true],
    ['an oobCode for another mode', storageWith(), `${HOME}auth/signin?oobCode=abc&mode=verifyEmail`, false],
    ['no storage at all', undefined, HOME, true],
  ])('%s → %p', (_name, storage, href, expected) => {
    expect(mayHaveSession(storage, href)).toBe(expected);
  });

  it('expects a session on the return from a Google redirect sign-in', () => {
    const session = (value: string | null) => ({
      getItem: (key: string) => (key === GOOGLE_REDIRECT_PENDING_KEY ? value : null),
    });
    expect(mayHaveSession(storageWith(), HOME, session('1'))).toBe(true);
    expect(mayHaveSession(storageWith(), HOME, session(null))).toBe(false);
  });

  it('assumes a session when storage throws', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(mayHaveSession(blocked, HOME)).toBe(true);
  });
});
