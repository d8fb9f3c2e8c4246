/** Turns identity-provider error codes into sentences a person can act on (never raw codes). */
import { AUTH_SENTENCES } from '@snap/shared';

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'No account found with this email.',
  'auth/invalid-email': AUTH_SENTENCES.invalidEmail,
  'auth/missing-email': AUTH_SENTENCES.missingEmail,
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/weak-password': AUTH_SENTENCES.weakPassword,
  'auth/missing-password': AUTH_SENTENCES.missingPassword,
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before finishing.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups and try again.',
  'auth/invalid-action-code': 'This sign-in link is invalid or has already been used.',
  'auth/expired-action-code': 'This sign-in link has expired. Request a new one.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
};

/** The provider's message as a sentence, or `fallback` when there is nothing usable. */
export function describeAuthError(error: unknown, fallback: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  if (typeof code === 'string' && code.startsWith('auth/')) return fallback;
  const message = error instanceof Error ? error.message : '';
  return message || fallback;
}

/** Logs and re-throws with a readable message (spec §8: each failure is logged and re-thrown). */
export async function withAuthError<T>(fallback: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error(fallback, error);
    throw new Error(describeAuthError(error, fallback), { cause: error });
  }
}
