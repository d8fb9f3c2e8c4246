import type { AppUser, AuthOperations } from '@snap/shared';

/** Optional in the shared contract (older stand-ins), always there in the host's service. */
type DeletionKeys = 'deleteAccount' | 'reauthenticateWithPassword' | 'reauthenticateWithGoogle';
type AccountDeletion = Required<Pick<AuthOperations, DeletionKeys>>;

/** The seam between the auth context and the identity provider; tests inject fakes here. */
export interface AuthService extends Omit<AuthOperations, 'getIdToken' | DeletionKeys>, AccountDeletion {
  onAuthStateChanged(listener: (user: AppUser | null) => void): () => void;
  isSignInLink(url: string): boolean;
  getIdToken(): Promise<string | null>;
  /**
   * Finishes a Google sign-in that fell back to a full-page redirect, when the page is the return
   * from one (else resolves at once). Rejects with the same readable messages as signInWithGoogle.
   */
  completeGoogleRedirect(): Promise<void>;
}
