import { act, renderHook } from '@testing-library/react';
import { createFakeAuthSession, useFakeAuthSession } from '../fakeAuthSession';
import { SAMPLE_SELLER } from '../sampleSeller';

describe('useFakeAuthSession', () => {
  it('signs the sample seller in with the address and name given, renames and signs out', async () => {
    const session = createFakeAuthSession();
    const { result } = renderHook(() => useFakeAuthSession(session));
    expect(result.current.user).toBeNull();

    await act(() =>
      result.current.signUpWithEmail({ email: 'new@example.com', password: 'secret1', displayName: 'Nia New' }),
    );
    expect(result.current.user).toEqual({ ...SAMPLE_SELLER, email: 'new@example.com', displayName: 'Nia New' });

    await act(() => result.current.updateDisplayName('Nia N.'));
    expect(result.current.user?.displayName).toBe('Nia N.');

    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(await result.current.getIdToken()).toBeNull();
  });

  it('follows a session changed from outside (the standalone sign-in switch)', () => {
    const session = createFakeAuthSession(SAMPLE_SELLER);
    const { result } = renderHook(() => useFakeAuthSession(session));
    act(() => session.set(null));
    expect(result.current.user).toBeNull();
  });
});
