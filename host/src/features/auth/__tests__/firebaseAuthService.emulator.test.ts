/**
 * @jest-environment node
 *
 * The real AuthService against the real Firebase Auth emulator (run by `npm run test:auth-emulator`).
 * Node, not jsdom: the SDK needs fetch; the browser edges come in through an AuthEnvironment.
 */
import { deleteApp, getApps } from 'firebase/app';
import { EMAIL_FOR_SIGN_IN_KEY, type AppUser } from '@snap/shared';
import { createFirebaseAuthService } from '../firebaseAuthService';
import type { AuthEnvironment } from '../authEnvironment';
import { authEmulatorOrigin, EMULATOR_PROJECT_ID, readOobCodes, resetAuthEmulator } from '../../../testing/authEmulator';

const SITE = 'http://127.0.0.1:4100';
const PASSWORD = 'secret-123';
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
} satisfies AuthEnvironment;

const service = createFirebaseAuthService(
  {
    remotes: { remote_capture: `${SITE}/c`, remote_share: `${SITE}/s`, remote_account: `${SITE}/a` },
    gatewayUrl: `${SITE}/api`,
    firebase: { apiKey: 'demo-api-key', authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`, projectId: EMULATOR_PROJECT_ID },
    emulators: { auth: authEmulatorOrigin() },
  },
  env,
);

/** Every auth-state report the service makes, newest last. */
const reports: Array<AppUser | null> = [];
const unsubscribe = service.onAuthStateChanged((user) => reports.push(user));
const lastReport = () => reports[reports.length - 1];

let serial = 0;
/** A fresh address per test: the emulator keeps sent e-mails across account resets. */
const newEmail = () => `seller-${Date.now()}-${(serial += 1)}@example.com`;

const signInLinkFor = async (email: string) => {
  const codes = (await readOobCodes(email)).filter((code) => code.requestType === 'EMAIL_SIGNIN');
  expect(codes).toHaveLength(1);
  return codes[0].oobLink;
};

beforeEach(async () => {
  await service.signOut();
  await resetAuthEmulator();
  stored.clear();
  env.prompt.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  unsubscribe();
  await service.signOut();
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('password accounts', () => {
  it('signs up with a display name that listeners see at once, and sends a verification e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD, displayName: '  Alice Smith ' });
    expect(lastReport()).toMatchObject({ email, displayName: 'Alice Smith', emailVerified: false });
    expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  it('signs up without a display name when none is given', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD, displayName: '   ' });
    expect(lastReport()).toMatchObject({ email, displayName: null });
  });

  it('signs in with the password, and signing out clears the user', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    expect(lastReport()).toBeNull();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ email });
    await expect(service.getIdToken()).resolves.toEqual(expect.any(String));
    await service.signOut();
    expect(lastReport()).toBeNull();
    await expect(service.getIdToken()).resolves.toBeNull();
  });

  it('says the password is wrong in a sentence, and logs the failure', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    await expect(service.signInWithEmail(email, 'not-the-password')).rejects.toThrow('Incorrect email or password.');
    expect(console.error).toHaveBeenCalledWith('Failed to sign in with email', expect.objectContaining({ code: expect.stringMatching(/^auth\//) }));
    expect(lastReport()).toBeNull();
  });

  it('refuses a password shorter than 6 characters', async () => {
    await expect(service.signUpWithEmail({ email: newEmail(), password: '12345' })).rejects.toThrow('Password should be at least 6 characters.');
  });

  it('refuses a second account for the same e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    await expect(service.signUpWithEmail({ email, password: PASSWORD })).rejects.toThrow('An account with this email already exists. Try signing in instead.');
  });
});

describe('e-mail link sign-in', () => {
  it('sends a link back to /auth/signin without the e-mail in it, and keeps the e-mail until the link is used', async () => {
    const email = newEmail();
    await service.sendSignInLink(email);
    expect(stored.get(EMAIL_FOR_SIGN_IN_KEY)).toBe(email);
    const link = await signInLinkFor(email);
    expect(new URL(link).searchParams.get('continueUrl')).toBe(`${SITE}/auth/signin`);
    expect(decodeURIComponent(link)).not.toContain(email);
    expect(service.isSignInLink(link)).toBe(true);

    await service.completeSignInWithLink(undefined, link);
    expect(lastReport()).toMatchObject({ email, emailVerified: true });
    expect(stored.has(EMAIL_FOR_SIGN_IN_KEY)).toBe(false);
    expect(env.prompt).not.toHaveBeenCalled();
  });

  it('says a link that is not a sign-in link is invalid', async () => {
    await expect(service.completeSignInWithLink('a@example.com', `${SITE}/auth/signin?mode=signIn&apiKey=demo-api-key`)).rejects.toThrow('Invalid sign-in link');
  });

  it('says a used link is invalid', async () => {
    const email = newEmail();
    await service.sendSignInLink(email);
    const link = await signInLinkFor(email);
    await service.completeSignInWithLink(email, link);
    await service.signOut();
    await expect(service.completeSignInWithLink(email, link)).rejects.toThrow('This sign-in link is invalid or has already been used.');
  });

  it('asks for the e-mail when none is passed or stored', async () => {
    const email = newEmail();
    await service.sendSignInLink(email);
    stored.clear(); // the link is opened on another device
    env.prompt.mockReturnValue(` ${email} `);
    await service.completeSignInWithLink(undefined, await signInLinkFor(email));
    expect(env.prompt).toHaveBeenCalledWith('Please provide your email for confirmation');
    expect(lastReport()).toMatchObject({ email });
  });

  it.each([null, '', '   '])('needs an e-mail when the prompt gives %p', async (answer) => {
    const email = newEmail();
    await service.sendSignInLink(email);
    stored.clear();
    env.prompt.mockReturnValue(answer);
    await expect(service.completeSignInWithLink(undefined, await signInLinkFor(email))).rejects.toThrow('Email is required to complete sign-in');
    expect(lastReport()).toBeNull();
  });
});

describe('the signed-in user', () => {
  it('needs a user to resend verification or update the profile', async () => {
    await expect(service.resendVerification()).rejects.toThrow('No user signed in');
    await expect(service.updateDisplayName('Bob')).rejects.toThrow('No user signed in');
  });

  it('resends the verification e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.resendVerification();
    expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL', 'VERIFY_EMAIL']);
  });

  it('updates the display name, tells listeners, and keeps it for the next sign-in', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.updateDisplayName('Bob Stone');
    expect(lastReport()).toMatchObject({ displayName: 'Bob Stone' });
    await service.signOut();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ email, displayName: 'Bob Stone' });
  });
});

describe('Google', () => {
  it('falls back to the spec message when the provider gives nothing usable (no popups outside a browser)', async () => {
    await expect(service.signInWithGoogle()).rejects.toThrow('Failed to sign in with Google');
  });
});
