/**
 * Google sign-in's popup and its redirect fallback, against a fake Firebase Auth SDK (the real one
 * cannot open popups or leave the page under jsdom), for nobody and for a visitor's anonymous
 * identity (linked, not replaced).
 */
import {
  getAuth,
  getRedirectResult,
  linkWithPopup,
  linkWithRedirect,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { AuthEnvironment } from '../authEnvironment';
import { createFirebaseAuthService, isInAppBrowser } from '../firebaseAuthService';
import { GOOGLE_REDIRECT_PENDING_KEY } from '../persistedSession';

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => {
  const auth = {
    currentUser: null,
    onIdTokenChanged: () => () => undefined,
    authStateReady: () => Promise.resolve(),
  };
  return {
    getAuth: () => auth,
    initializeAuth: () => auth,
    connectAuthEmulator: jest.fn(),
    browserLocalPersistence: {},
    browserPopupRedirectResolver: {},
    GoogleAuthProvider: class {
      static credentialFromError(error: { credential?: unknown }): unknown {
        return error.credential ?? null;
      }
      setCustomParameters() {}
    },
    signInWithPopup: jest.fn(),
    signInWithRedirect: jest.fn(),
    getRedirectResult: jest.fn(),
    linkWithPopup: jest.fn(),
    linkWithRedirect: jest.fn(),
    signInWithCredential: jest.fn(),
  };
});

const fakeAuth = getAuth() as { currentUser: Partial<User> | null };
const popup = jest.mocked(signInWithPopup);
const linkPopup = jest.mocked(linkWithPopup);
const linkRedirect = jest.mocked(linkWithRedirect);
const withCredential = jest.mocked(signInWithCredential);
const redirect = jest.mocked(signInWithRedirect);
const redirectResult = jest.mocked(getRedirectResult);
const coded = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const INSTAGRAM = `${PHONE_CHROME} Instagram 360.0.0.0.0 Android (34/14; 420dpi; 1080x2400; Google; Pixel 7; en_GB)`;
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.0;FBBV/1]';

function start(userAgent = PHONE_CHROME) {
  const session = new Map<string, string>();
  const env: AuthEnvironment = {
    storage: window.localStorage,
    prompt: () => null,
    origin: () => 'http://127.0.0.1:4100',
    currentUrl: () => 'http://127.0.0.1:4100/auth',
    session: {
      getItem: (key) => session.get(key) ?? null,
      setItem: (key, value) => void session.set(key, value),
      removeItem: (key) => void session.delete(key),
    },
    userAgent: () => userAgent,
  };
  const service = createFirebaseAuthService(
    {
      remotes: { remote_capture: '/c', remote_share: '/s', remote_account: '/a' },
      gatewayUrl: '/api',
      firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
    },
    env,
  );
  return { service, session };
}

beforeEach(() => {
  fakeAuth.currentUser = null;
  linkPopup.mockReset();
  linkRedirect.mockReset().mockResolvedValue(undefined as never);
  withCredential.mockReset();
  popup.mockReset();
  redirect.mockReset().mockResolvedValue(undefined as never);
  redirectResult.mockReset().mockResolvedValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('signInWithGoogle', () => {
  it('signs in with the popup when it opens', async () => {
    popup.mockResolvedValue({} as UserCredential);
    const { service, session } = start();
    await service.signInWithGoogle();
    expect(popup).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
    expect(session.size).toBe(0);
  });

  it.each(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'])(
    'falls back to a full-page redirect on %s',
    async (code) => {
      popup.mockRejectedValue(coded(code));
      const { service, session } = start();
      await service.signInWithGoogle();
      expect(redirect).toHaveBeenCalledTimes(1);
      expect(session.get(GOOGLE_REDIRECT_PENDING_KEY)).toBe('1');
    },
  );

  it('does not redirect when the seller closed the popup, and says so as before', async () => {
    popup.mockRejectedValue(coded('auth/popup-closed-by-user'));
    const { service, session } = start();
    await expect(service.signInWithGoogle()).rejects.toThrow('The sign-in window was closed before finishing.');
    expect(redirect).not.toHaveBeenCalled();
    expect(session.size).toBe(0);
  });

  it.each([
    ['Instagram', INSTAGRAM],
    ['Facebook', FACEBOOK_IOS],
  ])('goes straight to the redirect in the %s in-app browser', async (_name, userAgent) => {
    const { service } = start(userAgent);
    await service.signInWithGoogle();
    expect(popup).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('clears the pending mark and shows a readable message when the redirect cannot start', async () => {
    popup.mockRejectedValue(coded('auth/popup-blocked'));
    redirect.mockRejectedValue(coded('auth/network-request-failed'));
    const { service, session } = start();
    await expect(service.signInWithGoogle()).rejects.toThrow('Network error. Check your connection and try again.');
    expect(session.size).toBe(0);
  });
});

describe('completeGoogleRedirect', () => {
  it('does nothing (no redirect helper loaded) unless a redirect is pending', async () => {
    const { service } = start();
    await service.completeGoogleRedirect();
    expect(redirectResult).not.toHaveBeenCalled();
  });

  it('completes a pending redirect once', async () => {
    const { service, session } = start();
    session.set(GOOGLE_REDIRECT_PENDING_KEY, '1');
    await service.completeGoogleRedirect();
    expect(redirectResult).toHaveBeenCalledTimes(1);
    expect(session.size).toBe(0);
  });

  it("rejects with the popup path's readable messages", async () => {
    const { service, session } = start();
    session.set(GOOGLE_REDIRECT_PENDING_KEY, '1');
    redirectResult.mockRejectedValue(coded('auth/user-disabled'));
    await expect(service.completeGoogleRedirect()).rejects.toThrow('This account has been disabled.');
    session.set(GOOGLE_REDIRECT_PENDING_KEY, '1');
    redirectResult.mockRejectedValue(coded('auth/internal-error'));
    await expect(service.completeGoogleRedirect()).rejects.toThrow('Failed to sign in with Google');
  });
});

describe("a visitor's anonymous identity", () => {
  const VISITOR = { uid: 'anon-1', isAnonymous: true };
  const GOOGLE_CREDENTIAL = { providerId: 'google.com' };
  beforeEach(() => {
    fakeAuth.currentUser = VISITOR;
  });

  it('is linked to Google in the popup, not replaced by a new sign-in', async () => {
    linkPopup.mockResolvedValue({} as UserCredential);
    const { service } = start();
    await service.signInWithGoogle();
    expect(linkPopup).toHaveBeenCalledWith(VISITOR, expect.anything(), expect.anything());
    expect(popup).not.toHaveBeenCalled();
  });

  it('signs in to the Google account with the credential from the error when that account already exists', async () => {
    linkPopup.mockRejectedValue(
      Object.assign(coded('auth/credential-already-in-use'), { credential: GOOGLE_CREDENTIAL }),
    );
    withCredential.mockResolvedValue({} as UserCredential);
    const { service } = start();
    await service.signInWithGoogle();
    expect(withCredential).toHaveBeenCalledWith(fakeAuth, GOOGLE_CREDENTIAL);
    expect(popup).not.toHaveBeenCalled();
  });

  it('says so when the error carries no credential to sign in with', async () => {
    linkPopup.mockRejectedValue(coded('auth/credential-already-in-use'));
    const { service } = start();
    await expect(service.signInWithGoogle()).rejects.toThrow('Failed to sign in with Google');
    expect(withCredential).not.toHaveBeenCalled();
  });

  it.each([
    ['the popup is blocked', PHONE_CHROME],
    ['in an in-app browser', INSTAGRAM],
  ])('is linked by redirect when %s', async (_when, userAgent) => {
    linkPopup.mockRejectedValue(coded('auth/popup-blocked'));
    const { service, session } = start(userAgent);
    await service.signInWithGoogle();
    expect(linkRedirect).toHaveBeenCalledWith(VISITOR, expect.anything(), expect.anything());
    expect(redirect).not.toHaveBeenCalled();
    expect(session.get(GOOGLE_REDIRECT_PENDING_KEY)).toBe('1');
  });

  it('back from a link redirect to a Google account that exists, signs in to it', async () => {
    const { service, session } = start();
    session.set(GOOGLE_REDIRECT_PENDING_KEY, '1');
    redirectResult.mockRejectedValue(
      Object.assign(coded('auth/credential-already-in-use'), { credential: GOOGLE_CREDENTIAL }),
    );
    withCredential.mockResolvedValue({} as UserCredential);
    await service.completeGoogleRedirect();
    expect(withCredential).toHaveBeenCalledWith(fakeAuth, GOOGLE_CREDENTIAL);
  });
});

describe('isInAppBrowser', () => {
  it.each([
    [INSTAGRAM, true],
    [FACEBOOK_IOS, true],
    ['Mozilla/5.0 (Linux; Android 14) [FB_IAB/FB4A;FBAV/470.0.0.0;]', true],
    [PHONE_CHROME, false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1', false],
  ])('%s → %p', (userAgent, expected) => {
    expect(isInAppBrowser(userAgent)).toBe(expected);
  });
});
