import { GOOGLE_REDIRECT_PENDING_KEY, isAnonymousSession, mayHaveSession } from '../persistedSession';

/** Storage holding `entries` (a bare key holds '{}'), as the browser's localStorage answers. */
const storageOf = (entries: Record<string, string>) => {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (key: string) => entries[key] ?? null };
};
const storageWith = (...keys: string[]) => storageOf(Object.fromEntries(keys.map((key) => [key, '{}'])));
const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
/** What the Firebase SDK persists for a user (the fields that matter here). */
const persisted = (isAnonymous: boolean) => JSON.stringify({ uid: 'u1', isAnonymous, providerData: [] });
const HOME = 'https://snap.example/';

describe('mayHaveSession', () => {
  it.each([
    ['empty storage', storageWith(), HOME, false],
    ['unrelated keys', storageWith('theme', 'emailForSignIn'), HOME, false],
    ['a persisted Firebase user', storageWith('theme', 'firebase:authUser:demo-api-key:[DEFAULT]'), HOME, true],
    ['an e-mail sign-in link', storageWith(), `${HOME}auth/signin?apiKey=k&oobCode=abc&mode=signIn&lang=en`, true],
    ['an oobCode for another mode', storageWith(), `${HOME}auth/signin?oobCode=abc&mode=verifyEmail`, false],
    ['no storage at all', undefined, HOME, true],
    ['a persisted signed-in user', storageOf({ [USER_KEY]: persisted(false) }), HOME, true],
    ['a persisted anonymous identity', storageOf({ theme: 'dark', [USER_KEY]: persisted(true) }), HOME, false],
    ['an unreadable persisted user', storageOf({ [USER_KEY]: 'not json' }), HOME, true],
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
      getItem: () => null,
    };
    expect(mayHaveSession(blocked, HOME)).toBe(true);
  });
});

describe('isAnonymousSession', () => {
  it.each([
    [persisted(true), true],
    [persisted(false), false],
    ['{"uid":"u1"}', false],
    ['{"isAnonymous":"true"}', false],
    ['null', false],
    ['not json', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isAnonymousSession(value)).toBe(expected);
  });
});
