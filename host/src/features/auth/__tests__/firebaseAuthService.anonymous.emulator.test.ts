/**
 * @jest-environment node
 *
 * The real AuthService against the real Auth emulator (`npm run test:emulators`): a visitor's
 * anonymous identity for AI calls, nobody to the app, and upgraded in place (same uid) when the
 * visitor signs up, by password or e-mail link; an address that already has an account signs in
 * to it instead.
 */
import { readOobCodes } from '../../../testing/authEmulator';
import { startEmulatorAuthService } from '../../../testing/emulatorAuthService';

const PASSWORD = 'secret-123';
const { service, stored, lastReport, newEmail, reset, stop } = startEmulatorAuthService();

beforeEach(reset);
afterAll(stop);

interface IdTokenClaims {
  user_id: string;
  email?: string;
  firebase: { sign_in_provider: string; identities: Record<string, unknown> };
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs; the gateway verifies real ones). */
function claims(token: string | null): IdTokenClaims {
  if (!token) throw new Error('no ID token');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as IdTokenClaims;
}

/** The visitor's anonymous identity, as their first AI call makes it. */
async function visitorUid(): Promise<string> {
  const token = claims(await service.getIdToken());
  expect(token.firebase.sign_in_provider).toBe('anonymous');
  return token.user_id;
}

async function signInLinkFor(email: string): Promise<string> {
  const codes = (await readOobCodes(email)).filter((code) => code.requestType === 'EMAIL_SIGNIN');
  return codes[codes.length - 1].oobLink;
}

describe("a visitor's anonymous identity", () => {
  it('is made by the first getIdToken without a user: an anonymous token, and nobody to the app', async () => {
    const [first, second] = await Promise.all([service.getIdToken(), service.getIdToken()]);
    expect(claims(first).firebase.sign_in_provider).toBe('anonymous');
    // Two calls at once share one identity.
    expect(claims(second).user_id).toBe(claims(first).user_id);
    expect(claims(await service.getIdToken()).user_id).toBe(claims(first).user_id);
    expect(lastReport()).toBeNull();
  });

  it('gives way to a fresh one after sign-out', async () => {
    const uid = await visitorUid();
    await service.signOut();
    expect(lastReport()).toBeNull();
    expect(await visitorUid()).not.toBe(uid);
  });

  it('becomes the account on sign-up: the same uid, a password token at once, and a verification e-mail', async () => {
    const uid = await visitorUid();
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD, displayName: 'Alice Smith' });
    expect(lastReport()).toMatchObject({ uid, email, displayName: 'Alice Smith', providerIds: ['password'] });
    // The token the SDK holds after linking (refreshed by the link itself) already says so.
    const token = claims(await service.getIdToken());
    expect(token).toMatchObject({ user_id: uid, email });
    expect(token.firebase.sign_in_provider).toBe('password');
    expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
    // A linked account signs in again like any other.
    await service.signOut();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ uid, email });
  });

  it('becomes the account of a new address opened from an e-mail link: the same uid', async () => {
    const uid = await visitorUid();
    const email = newEmail();
    await service.sendSignInLink(email);
    await service.completeSignInWithLink(email, await signInLinkFor(email));
    expect(lastReport()).toMatchObject({ uid, email, emailVerified: true });
    const token = claims(await service.getIdToken());
    expect(token.user_id).toBe(uid);
    expect(token.firebase.sign_in_provider).not.toBe('anonymous');
  });

  it('signs in to the account of an address that has one, from an e-mail link', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    const seller = lastReport()!.uid;
    await service.signOut();

    const visitor = await visitorUid();
    await service.sendSignInLink(email);
    const first = await signInLinkFor(email);
    // Refused for linking, the link is used up (the emulator's behaviour): a fresh one is sent,
    // which signs in.
    await expect(service.completeSignInWithLink(email, first)).rejects.toThrow(
      'This email already has an account. We sent a new sign-in link to it: open it to sign in.',
    );
    expect(lastReport()).toBeNull();
    const fresh = await signInLinkFor(email);
    expect(fresh).not.toBe(first);
    await service.completeSignInWithLink(undefined, fresh);
    expect(lastReport()).toMatchObject({ uid: seller, email });
    expect(seller).not.toBe(visitor);
    expect(stored.size).toBe(0);
  });

  it('signs in to an existing account with its password (a plain sign-in, not a link)', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    const seller = lastReport()!.uid;
    await service.signOut();

    await visitorUid();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ uid: seller, email });
    expect(claims(await service.getIdToken()).user_id).toBe(seller);
  });

  it('stays anonymous when sign-up is refused for an address that has an account, and says so', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();

    const visitor = await visitorUid();
    await expect(service.signUpWithEmail({ email, password: PASSWORD })).rejects.toThrow(
      'An account with this email already exists. Try signing in instead.',
    );
    expect(lastReport()).toBeNull();
    expect(await visitorUid()).toBe(visitor);
  });

  it('is nobody to operations that need a signed-in user', async () => {
    await visitorUid();
    await expect(service.resendVerification()).rejects.toThrow('No user signed in');
    await expect(service.updateDisplayName('Anon')).rejects.toThrow('No user signed in');
  });
});
