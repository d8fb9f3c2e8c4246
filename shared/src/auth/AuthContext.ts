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
  /** A fresh Firebase ID token for calls to our own backend, or null when signed out. */
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
}

export const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'AuthContext';
