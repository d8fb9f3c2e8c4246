import type { AppUser, AuthOperations } from '@snap/shared';

/** The seam between the auth context and the identity provider; tests inject fakes here. */
export interface AuthService extends Omit<AuthOperations, 'getIdToken'> {
  onAuthStateChanged(listener: (user: AppUser | null) => void): () => void;
  isSignInLink(url: string): boolean;
  getIdToken(): Promise<string | null>;
}
