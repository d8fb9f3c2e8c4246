/**
 * The AuthService over the Firebase Auth modular SDK. Loaded lazily (dynamic import) by the host.
 * Connects to the Auth emulator only when the deploy-time config names one.
 */
import { initializeApp, getApps } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  initializeAuth,
  isSignInWithEmailLink,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  getRedirectResult,
  signOut,
  updateProfile,
  browserPopupRedirectResolver,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  EMAIL_FOR_SIGN_IN_KEY,
  LINK_RETURN_PATH,
  RECENT_SIGN_IN_REQUIRED,
  type AppConfig,
  type AppUser,
} from '@snap/shared';
import type { AuthService } from './authService';
import { withAuthError } from './authErrors';
import { browserAuthEnvironment, type AuthEnvironment } from './authEnvironment';
import { GOOGLE_REDIRECT_PENDING_KEY } from './persistedSession';

const toAppUser = (user: User | null): AppUser | null =>
  user && {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };

/**
 * Firebase deletes an account only within 5 minutes of a sign-in. We check first, with a margin,
 * so the seller's listings are not deleted and then the account refused.
 */
const RECENT_SIGN_IN_MS = 4 * 60_000;

async function requireRecentSignIn(user: User, now = Date.now()): Promise<void> {
  const { authTime } = await user.getIdTokenResult();
  if (now - Date.parse(authTime) <= RECENT_SIGN_IN_MS) return;
  throw Object.assign(new Error('Please sign in again to continue.'), { code: RECENT_SIGN_IN_REQUIRED });
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** The popup could not open here; a full-page redirect to the provider still can. */
const POPUP_UNAVAILABLE = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

/**
 * Facebook's and Instagram's in-app browsers (where many sellers open our links) swallow popups or
 * open them in a way that never reports back, so there the popup is not even tried.
 */
export const isInAppBrowser = (userAgent: string): boolean => /\bFBAN\/|\bFBAV\/|\bInstagram\b/.test(userAgent);

export function createFirebaseAuthService(
  config: AppConfig,
  env: AuthEnvironment = browserAuthEnvironment(),
): AuthService {
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // No popupRedirectResolver here: on mobile it eagerly loads Google's gapi iframe on every page
  // view. The popup flow passes it when it is actually used.
  const auth: Auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.emulators?.auth) connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });

  const listeners = new Set<(user: AppUser | null) => void>();
  auth.onAuthStateChanged((user) => listeners.forEach((listener) => listener(toAppUser(user))));
  /** Profile changes do not trigger onAuthStateChanged; tell listeners ourselves. */
  const announce = () => listeners.forEach((listener) => listener(toAppUser(auth.currentUser)));
  const requireUser = (): User => {
    if (!auth.currentUser) throw new Error('No user signed in');
    return auth.currentUser;
  };

  return {
    onAuthStateChanged(listener) {
      listeners.add(listener);
      // Firebase reports the initial state asynchronously once persistence is read.
      void auth.authStateReady().then(() => listeners.has(listener) && listener(toAppUser(auth.currentUser)));
      return () => listeners.delete(listener);
    },
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),

    signInWithGoogle: () =>
      withAuthError('Failed to sign in with Google', async () => {
        const redirect = async () => {
          env.session.setItem(GOOGLE_REDIRECT_PENDING_KEY, '1');
          try {
            // Leaves the page; sign-in finishes in completeGoogleRedirect() when the app loads again.
            await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
          } catch (error) {
            env.session.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
            throw error;
          }
        };
        if (isInAppBrowser(env.userAgent())) return redirect();
        try {
          await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (typeof code !== 'string' || !POPUP_UNAVAILABLE.has(code)) throw error;
          await redirect();
        }
      }),

    completeGoogleRedirect: async () => {
      // Only a page coming back from the provider pays for the redirect helper (Google's iframe).
      if (!env.session.getItem(GOOGLE_REDIRECT_PENDING_KEY)) return;
      env.session.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
      // Signing in here reaches listeners through onAuthStateChanged, as the popup's does.
      await withAuthError('Failed to sign in with Google', () => getRedirectResult(auth, browserPopupRedirectResolver));
    },

    signUpWithEmail: ({ email, password, displayName }) =>
      withAuthError('Failed to create account', async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        if (displayName?.trim()) {
          await updateProfile(user, { displayName: displayName.trim() });
          announce();
        }
        await sendEmailVerification(user);
      }),

    signInWithEmail: (email, password) =>
      withAuthError('Failed to sign in with email', async () => {
        await signInWithEmailAndPassword(auth, email, password);
      }),

    sendSignInLink: (email) =>
      withAuthError('Failed to send sign-in link', async () => {
        // The e-mail is never put into the link; it waits in localStorage until the link is opened.
        await sendSignInLinkToEmail(auth, email, { url: `${env.origin()}${LINK_RETURN_PATH}`, handleCodeInApp: true });
        env.storage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
      }),

    completeSignInWithLink: (email, url = env.currentUrl()) =>
      withAuthError('Failed to sign in with email link', async () => {
        if (!isSignInWithEmailLink(auth, url)) throw new Error('Invalid sign-in link');
        let address = email?.trim() || env.storage.getItem(EMAIL_FOR_SIGN_IN_KEY) || '';
        if (!address) address = env.prompt('Please provide your email for confirmation')?.trim() ?? '';
        if (!address) throw new Error('Email is required to complete sign-in');
        await signInWithEmailLink(auth, address, url);
        env.storage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
      }),

    signOut: () => withAuthError('Failed to sign out', () => signOut(auth)),

    resendVerification: () =>
      withAuthError('Failed to resend verification email', async () => {
        await sendEmailVerification(requireUser());
      }),

    updateDisplayName: (displayName) =>
      withAuthError('Failed to update profile', async () => {
        await updateProfile(requireUser(), { displayName });
        announce();
      }),

    deleteAccount: (beforeDelete) =>
      withAuthError('Failed to delete account', async () => {
        const user = requireUser();
        await requireRecentSignIn(user);
        await beforeDelete?.();
        // Signs the user out: onAuthStateChanged reports null.
        await deleteUser(user);
      }),

    reauthenticateWithPassword: (password) =>
      withAuthError('Failed to sign in with email', async () => {
        const user = requireUser();
        if (!user.email) throw new Error('No user signed in');
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      }),

    reauthenticateWithGoogle: () =>
      withAuthError('Failed to sign in with Google', async () => {
        await reauthenticateWithPopup(requireUser(), googleProvider(), browserPopupRedirectResolver);
      }),
  };
}
