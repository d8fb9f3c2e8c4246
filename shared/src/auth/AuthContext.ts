/**
 * The auth contract between the host (which owns the provider and the Firebase wiring) and the
 * remotes (which read it through useAuth). Shared as a federation singleton so there is one context.
 */
import { createContext } from 'react';
import type { AppUser } from '../types/entities';

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
}

export interface AuthOperations {
  signInWithGoogle(): Promise<void>;
  signUpWithEmail(input: SignUpInput): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<void>;
  sendSignInLink(email: string): Promise<void>;
  /** Completes an e-mail link sign-in for `url` (defaults to the current address). */
  completeSignInWithLink(email?: string, url?: string): Promise<void>;
  signOut(): Promise<void>;
  resendVerification(): Promise<void>;
  updateDisplayName(displayName: string): Promise<void>;
  /**
   * Deletes the signed-in account. Once the sign-in is known to be recent enough, `beforeDelete`
   * runs first (deleting the seller's data while they may still write it), then the account goes
   * and the user is signed out. When the sign-in is too old it rejects before touching anything,
   * with an error for which needsRecentSignIn() is true: re-authenticate and call it again.
   * Optional (like the two below) so older providers and stand-ins stay valid.
   */
  deleteAccount?(beforeDelete?: () => Promise<void>): Promise<void>;
  /** Confirms the signed-in e-mail account's password (a fresh sign-in for deleteAccount). */
  reauthenticateWithPassword?(password: string): Promise<void>;
  /** Confirms the signed-in Google account in a popup (a fresh sign-in for deleteAccount). */
  reauthenticateWithGoogle?(): Promise<void>;
  /**
   * A fresh Firebase ID token for calls to our own backend. Signed out, the host's provider gives
   * the visitor's anonymous identity's token (signing them in anonymously the first time), or null
   * when it cannot have one: the call then goes without.
   */
  getIdToken(): Promise<string | null>;
}

export interface AuthContextValue extends AuthOperations {
  user: AppUser | null;
  /** True until the first auth-state report (spec §4). */
  loading: boolean;
  /**
   * Why the e-mail sign-in link the app was opened with could not be completed on start, else null.
   * The provider only stops loading on that failure (spec §4); the auth screen on the link's return
   * path shows this. Optional so older providers and stand-ins stay valid.
   */
  linkError?: string | null;
  /**
   * Why a Google sign-in that fell back to a full-page redirect could not be completed when the
   * app came back from the provider, else null. The auth screen shows it like a failed popup.
   */
  googleRedirectError?: string | null;
}

/** The identity provider's code for "sign in again first" (Firebase asks for it before deletion). */
export const RECENT_SIGN_IN_REQUIRED = 'auth/requires-recent-login';

/** Whether an auth operation failed because the sign-in is too old (also when re-thrown with a cause). */
export function needsRecentSignIn(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === RECENT_SIGN_IN_REQUIRED) return true;
  }
  return false;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'AuthContext';
