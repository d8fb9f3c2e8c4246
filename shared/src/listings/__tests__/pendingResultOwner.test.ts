/** The pending result's marker: when it was kept and whose it is. */
import { uidOfIdToken } from '../../auth/idTokenUid';
import {
  PENDING_RESULT_KEY,
  PENDING_RESULT_TTL_MS,
  bindPendingResult,
  hasKeptResult,
  hasPendingResult,
  markPendingResult,
  markShownResult,
  pendingResultIsFor,
} from '../pendingResult';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('the pending result marker', () => {
  it('is for the visitor on this device, and for the account that made it once bound', () => {
    const storage = memory();
    markPendingResult(storage, 1000);
    expect(pendingResultIsFor(storage, undefined)).toBe(true);
    expect(pendingResultIsFor(storage, 'a')).toBe(false);
    bindPendingResult(storage, 'a');
    expect(pendingResultIsFor(storage, 'a')).toBe(true);
    expect(pendingResultIsFor(storage, 'b')).toBe(false);
    expect(hasPendingResult(storage, 1000 + PENDING_RESULT_TTL_MS - 1)).toBe(true);
    expect(hasPendingResult(storage, 1000 + PENDING_RESULT_TTL_MS)).toBe(false);
  });

  it('reads a marker of the version before (a time alone) as bound to nobody', () => {
    const storage = memory();
    storage.setItem(PENDING_RESULT_KEY, '1000');
    expect(hasPendingResult(storage, 2000)).toBe(true);
    expect(pendingResultIsFor(storage, 'a')).toBe(false);
  });

  it("kept for a visitor's screen, it is theirs alone and sends no one to /camera", () => {
    const storage = memory();
    markShownResult(storage, 1000);
    expect(hasKeptResult(storage, 2000)).toBe(true);
    expect(hasPendingResult(storage, 2000)).toBe(false);
    expect(pendingResultIsFor(storage, undefined)).toBe(true);
    // Not even the account its visitor became: only a result kept for sign-up follows sign-up.
    bindPendingResult(storage, 'a');
    expect(pendingResultIsFor(storage, 'a')).toBe(false);
    expect(hasKeptResult(storage, 1000 + PENDING_RESULT_TTL_MS)).toBe(false);
  });

  it('kept for sign-up, it stays so while shown again, and keeps its owner', () => {
    const storage = memory();
    markPendingResult(storage, 1000);
    bindPendingResult(storage, 'a');
    markShownResult(storage, 2000);
    expect(hasPendingResult(storage, 2000)).toBe(true);
    expect(pendingResultIsFor(storage, 'a')).toBe(true);
    // A result on screen, then Sign Up Free: kept for sign-up from then on.
    const shown = memory();
    markShownResult(shown, 1000);
    markPendingResult(shown, 3000);
    expect(hasPendingResult(shown, 3000)).toBe(true);
  });

  it('binds nothing when nothing is pending', () => {
    const storage = memory();
    bindPendingResult(storage, 'a');
    expect(storage.getItem(PENDING_RESULT_KEY)).toBeNull();
  });
});

describe('uidOfIdToken', () => {
  const jwt = (claims: object) =>
    `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
  it.each<[string, string | null, string | undefined]>([
    ['user_id', jwt({ user_id: 'anon-1', sub: 'anon-1' }), 'anon-1'],
    ['sub alone', jwt({ sub: 'anon-2' }), 'anon-2'],
    ['no uid', jwt({ aud: 'x' }), undefined],
    ['not a JWT', 'token', undefined],
    ['no token', null, undefined],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c', undefined],
  ])('%s', (_label, token, uid) => {
    expect(uidOfIdToken(token)).toBe(uid);
  });
});
