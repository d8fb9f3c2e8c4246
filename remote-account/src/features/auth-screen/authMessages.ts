/** What the auth screen says when the provider answers (spec §8). */
import type { AuthOperations } from '@snap/shared';
import type { AuthFormState } from './authForm';

export const AUTH_SCREEN_MESSAGES = {
  googleFailed: 'Failed to sign in with Google',
  formFailed: 'Authentication failed',
  accountCreated: 'Account created! Please check your email to verify your account.',
  linkSent: 'Sign-in link sent! Check your email and click the link to sign in.',
} as const;

type FormOperations = Pick<AuthOperations, 'signInWithEmail' | 'signUpWithEmail' | 'sendSignInLink'>;

/** Runs the form's operation for its mode; resolves to the success message to show, if any. */
export async function submitAuthForm(
  auth: FormOperations,
  { mode, email, password, displayName }: AuthFormState,
): Promise<string | null> {
  const address = email.trim();
  switch (mode) {
    case 'signin':
      await auth.signInWithEmail(address, password);
      return null;
    case 'signup':
      await auth.signUpWithEmail({ email: address, password, displayName: displayName.trim() || undefined });
      return AUTH_SCREEN_MESSAGES.accountCreated;
    case 'passwordless':
      await auth.sendSignInLink(address);
      return AUTH_SCREEN_MESSAGES.linkSent;
  }
}
