/** The production verifier asks firebase-admin to check revocation, not only the signature. */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminTokenVerifier, type AdminAuth } from '../firebaseTokenVerifier';

const decoded = (uid: string, provider = 'password') =>
  ({ uid, firebase: { sign_in_provider: provider, identities: {} } }) as DecodedIdToken;

describe('adminTokenVerifier', () => {
  it('verifies with checkRevoked = true and answers the uid', async () => {
    const verifyIdToken = jest.fn<ReturnType<AdminAuth['verifyIdToken']>, Parameters<AdminAuth['verifyIdToken']>>(() =>
      Promise.resolve(decoded('alice')),
    );
    const verify = adminTokenVerifier(() => ({ verifyIdToken }));
    await expect(verify('token-alice')).resolves.toMatchObject({ uid: 'alice', anonymous: false });
    expect(verifyIdToken).toHaveBeenCalledWith('token-alice', true);
  });

  it("tells a visitor's anonymous identity from a signed-in account", async () => {
    const verify = adminTokenVerifier(() => ({
      verifyIdToken: (token) => Promise.resolve(decoded(token, token === 'visitor' ? 'anonymous' : 'google.com')),
    }));
    await expect(verify('visitor')).resolves.toMatchObject({ uid: 'visitor', anonymous: true });
    await expect(verify('seller')).resolves.toMatchObject({ uid: 'seller', anonymous: false });
  });

  it("passes firebase-admin's revocation errors on with their code", async () => {
    const revoked = Object.assign(new Error('The Firebase ID token has been revoked.'), {
      code: 'auth/id-token-revoked',
    });
    const verify = adminTokenVerifier(() => ({ verifyIdToken: () => Promise.reject(revoked) }));
    await expect(verify('token-alice')).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
  });

  it('says whether the email is verified, and looks up only an unverified account’s age, once', async () => {
    const verified = (uid: string) => ({ ...decoded(uid), email_verified: uid === 'vera' }) as DecodedIdToken;
    const getUser = jest.fn((uid: string) =>
      Promise.resolve({ metadata: { creationTime: 'Thu, 26 Nov 2026 08:00:00 GMT' }, uid } as never),
    );
    const verify = adminTokenVerifier(() => ({ verifyIdToken: (token) => Promise.resolve(verified(token)), getUser }));
    await expect(verify('vera')).resolves.toEqual({
      uid: 'vera',
      anonymous: false,
      emailVerified: true,
      createdAtMs: undefined,
    });
    expect(getUser).not.toHaveBeenCalled();
    const made = Date.parse('2026-11-26T08:00:00Z');
    await expect(verify('una')).resolves.toEqual({
      uid: 'una',
      anonymous: false,
      emailVerified: false,
      createdAtMs: made,
    });
    await expect(verify('una')).resolves.toMatchObject({ createdAtMs: made });
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('leaves an account’s age unknown (so new) when the lookup fails', async () => {
    const verify = adminTokenVerifier(() => ({
      verifyIdToken: (token) => Promise.resolve(decoded(token)),
      getUser: () => Promise.reject(new Error('auth down')),
    }));
    await expect(verify('una')).resolves.toMatchObject({ emailVerified: false, createdAtMs: undefined });
  });
});
