/**
 * The AuthService over the Firebase Auth modular SDK. Loaded lazily (dynamic import) by the host.
 * Connects to the Auth emulator only when the deploy-time config names one.
 *
 * A visitor's AI calls carry an anonymous Firebase identity (signInAnonymously on the first
 * getIdToken without a user, then persisted like any user, so it lasts across page loads and the
 * gateway counts the visitor, not their IP). To the app that identity is nobody: toAppUser makes it
 * null. Signing up upgrades it in place (link*): the uid stays, and so does the visitor's quota.
 */
import { initializeApp, getApps, type FirebaseError } from 'firebase/app';
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
  linkWithCredential,
  linkWithPopup,
  linkWithRedirect,
  signInAnonymously,
  signInWithCredential,
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

/** An anonymous identity is not a signed-in user to the app: it only signs the visitor's AI calls. */
const toAppUser = (user: User | null): AppUser | null =>
  user && !user.isAnonymous
    ? {
        uid: user.uid,
        displayName: user.displayName,
        email: user.email,
        emailVerified: user.emailVerified,
        providerIds: user.providerData.map((info) => info.providerId),
      }
    : null;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** Firebase's answers to linking an address or Google account that already has an account of its own. */
const ALREADY_AN_ACCOUNT = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

/**
 * In localStorage: the address whose next e-mail link signs in to its existing account instead of
 * being linked to the visitor's anonymous identity (set when a link was refused for that reason).
 */
const LINK_SIGN_IN_ONLY_KEY = 'snap:emailLinkSignInOnly';
const EXISTING_ACCOUNT_LINK_SENT =
  'This email already has an account. We sent a new sign-in link to it: open it to sign in.';

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
  let reported: string | undefined;
  /** Tells listeners of the current user when what they see of it changed. */
  const announce = () => {
    const user = toAppUser(auth.currentUser);
    const key = JSON.stringify(user);
    if (key === reported) return;
    reported = key;
    listeners.forEach((listener) => listener(user));
  };
  // Not onAuthStateChanged: linking an anonymous identity keeps its uid, and Firebase reports a
  // new uid only there. A new ID token comes with every sign-in, sign-out and link (and hourly
  // refreshes, which announce() lets through only when the user changed).
  auth.onIdTokenChanged(announce);
  const requireUser = (): User => {
    if (!auth.currentUser || auth.currentUser.isAnonymous) throw new Error('No user signed in');
    return auth.currentUser;
  };

  /** The visitor's anonymous sign-in in flight, so concurrent AI calls share one identity. */
  let anonymous: Promise<User | null> | undefined;
  /** Firebase refused anonymous sign-in for this project: not asked again on this page. */
  let anonymousRefused = false;
  const signInVisitor = (): Promise<User | null> =>
    (anonymous ??= signInAnonymously(auth).then(
      ({ user }) => {
        anonymous = undefined;
        return user;
      },
      (error: unknown) => {
        anonymous = undefined;
        const code = codeOf(error);
        if (code === 'auth/operation-not-allowed' || code === 'auth/admin-restricted-operation')
          anonymousRefused = true;
        console.warn('Anonymous sign-in failed; calling the AI gateway without a token', error);
        return null;
      },
    ));
  /**
   * The user as the next operation must see it: persistence read, and a visitor's anonymous
   * sign-in finished, so a sign-up links it instead of it replacing the new account afterwards.
   */
  const settled = async (): Promise<User | null> => {
    await auth.authStateReady();
    await anonymous;
    return auth.currentUser;
  };
  /** The visitor's anonymous identity, to upgrade in place; null for a signed-in user or nobody. */
  const anonymousUser = async (): Promise<User | null> => {
    const user = await settled();
    return user?.isAnonymous ? user : null;
  };
  const sendLink = async (email: string) => {
    // The e-mail is never put into the link; it waits in localStorage until the link is opened.
    await sendSignInLinkToEmail(auth, email, { url: `${env.origin()}${LINK_RETURN_PATH}`, handleCodeInApp: true });
    env.storage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
  };
  /** Google's answer to linking was "this Google account has its own account": sign in to that one. */
  const signInInstead = async (error: unknown) => {
    const credential =
      codeOf(error) === 'auth/credential-already-in-use'
        ? GoogleAuthProvider.credentialFromError(error as FirebaseError)
        : null;
    if (!credential) throw error;
    await signInWithCredential(auth, credential);
  };

  return {
    onAuthStateChanged(listener) {
      listeners.add(listener);
      // Firebase reports the initial state asynchronously once persistence is read.
      void auth.authStateReady().then(() => listeners.has(listener) && listener(toAppUser(auth.currentUser)));
      return () => listeners.delete(listener);
    },
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    getIdToken: async () => {
      await auth.authStateReady();
      // Nobody signed in: a visitor, whose AI calls carry an anonymous identity of their own.
      const user = auth.currentUser ?? (anonymousRefused ? null : await signInVisitor());
      return user ? user.getIdToken() : null;
    },

    signInWithGoogle: () =>
      withAuthError('Failed to sign in with Google', async () => {
        // A visitor's anonymous identity becomes the Google account (same uid), by popup or redirect.
        const visitor = await anonymousUser();
        const redirect = async () => {
          env.session.setItem(GOOGLE_REDIRECT_PENDING_KEY, '1');
          try {
            // Leaves the page; sign-in finishes in completeGoogleRedirect() when the app loads again.
            if (visitor) await linkWithRedirect(visitor, googleProvider(), browserPopupRedirectResolver);
            else await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
          } catch (error) {
            env.session.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
            throw error;
          }
        };
        if (isInAppBrowser(env.userAgent())) return redirect();
        try {
          if (visitor)
            await linkWithPopup(visitor, googleProvider(), browserPopupRedirectResolver).catch(signInInstead);
          else await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
        } catch (error) {
          const code = codeOf(error);
          if (typeof code !== 'string' || !POPUP_UNAVAILABLE.has(code)) throw error;
          await redirect();
        }
      }),

    completeGoogleRedirect: async () => {
      // Only a page coming back from the provider pays for the redirect helper (Google's iframe).
      if (!env.session.getItem(GOOGLE_REDIRECT_PENDING_KEY)) return;
      env.session.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
      // Signing in here reaches listeners through onAuthStateChanged, as the popup's does.
      // The same call completes a linkWithRedirect; a Google account that has its own account
      // comes back as credential-already-in-use, and is signed in to instead, as after a popup.
      await withAuthError('Failed to sign in with Google', async () => {
        await getRedirectResult(auth, browserPopupRedirectResolver).catch(signInInstead);
      });
    },

    signUpWithEmail: ({ email, password, displayName }) =>
      withAuthError('Failed to create account', async () => {
        // A visitor's anonymous identity becomes the account: same uid, so what it did stays theirs.
        const visitor = await anonymousUser();
        const { user } = visitor
          ? await linkWithCredential(visitor, EmailAuthProvider.credential(email, password))
          : await createUserWithEmailAndPassword(auth, email, password);
        if (displayName?.trim()) {
          await updateProfile(user, { displayName: displayName.trim() });
          announce();
        }
        await sendEmailVerification(user);
      }),

    signInWithEmail: (email, password) =>
      withAuthError('Failed to sign in with email', async () => {
        // An existing account: a plain sign-in, which replaces a visitor's anonymous identity.
        await settled();
        await signInWithEmailAndPassword(auth, email, password);
      }),

    sendSignInLink: (email) =>
      withAuthError('Failed to send sign-in link', async () => {
        await sendLink(email);
        env.storage.removeItem(LINK_SIGN_IN_ONLY_KEY);
      }),

    completeSignInWithLink: (email, url = env.currentUrl()) =>
      withAuthError('Failed to sign in with email link', async () => {
        if (!isSignInWithEmailLink(auth, url)) throw new Error('Invalid sign-in link');
        let address = email?.trim() || env.storage.getItem(EMAIL_FOR_SIGN_IN_KEY) || '';
        if (!address) address = env.prompt('Please provide your email for confirmation')?.trim() ?? '';
        if (!address) throw new Error('Email is required to complete sign-in');
        const visitor = await anonymousUser();
        if (!visitor || env.storage.getItem(LINK_SIGN_IN_ONLY_KEY) === address) {
          await signInWithEmailLink(auth, address, url);
        } else {
          // A new address becomes the visitor's account (same uid); one that has an account signs in to it.
          await linkWithCredential(visitor, EmailAuthProvider.credentialWithLink(address, url)).catch(
            async (error: unknown) => {
              if (!ALREADY_AN_ACCOUNT.has(codeOf(error) as string)) throw error;
              await signInWithEmailLink(auth, address, url).catch(async (signInError: unknown) => {
                if (codeOf(signInError) !== 'auth/invalid-action-code') throw signInError;
                // The refused link used the link up (the Auth emulator does): a fresh one, marked
                // to sign in rather than link, goes to the address.
                await sendLink(address);
                env.storage.setItem(LINK_SIGN_IN_ONLY_KEY, address);
                throw new Error(EXISTING_ACCOUNT_LINK_SENT, { cause: signInError });
              });
            },
          );
        }
        env.storage.removeItem(LINK_SIGN_IN_ONLY_KEY);
        env.storage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
      }),

    // Waits for an anonymous sign-in in flight, so none is left behind once signed out. Signing
    // out removes the persisted user; the addresses kept for link sign-in go too.
    signOut: () =>
      withAuthError('Failed to sign out', async () => {
        await settled();
        await signOut(auth);
        env.storage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
        env.storage.removeItem(LINK_SIGN_IN_ONLY_KEY);
        env.session.removeItem(GOOGLE_REDIRECT_PENDING_KEY);
      }),

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
