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
    await expect(verify('token-alice')).resolves.toEqual({ uid: 'alice', anonymous: false });
    expect(verifyIdToken).toHaveBeenCalledWith('token-alice', true);
  });

  it("tells a visitor's anonymous identity from a signed-in account", async () => {
    const verify = adminTokenVerifier(() => ({
      verifyIdToken: (token) => Promise.resolve(decoded(token, token === 'visitor' ? 'anonymous' : 'google.com')),
    }));
    await expect(verify('visitor')).resolves.toEqual({ uid: 'visitor', anonymous: true });
    await expect(verify('seller')).resolves.toEqual({ uid: 'seller', anonymous: false });
  });

  it("passes firebase-admin's revocation errors on with their code", async () => {
    const revoked = Object.assign(new Error('The Firebase ID token has been revoked.'), {
      code: 'auth/id-token-revoked',
    });
    const verify = adminTokenVerifier(() => ({ verifyIdToken: () => Promise.reject(revoked) }));
    await expect(verify('token-alice')).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
  });
});
