/**
 * Sentences about sign-in input that both the host (translating provider error codes) and the auth
 * screen (checking the form before calling the provider) show, so the two always say the same thing.
 */
import { PASSWORD_MIN_LENGTH } from '../constants';

export const AUTH_SENTENCES = {
  missingEmail: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  missingPassword: 'Please enter your password.',
  weakPassword: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;
