/**
 * The three modes of the auth screen (spec §4) and the words each one uses. The optional `/auth/:tab`
 * value preselects a mode; the spec leaves the values open, so they are the mode names, and
 * `/auth/signin` (the e-mail link return path) is Sign In.
 */
export const AUTH_MODES = ['signin', 'signup', 'passwordless'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface ModeCopy {
  title: string;
  intro: string;
  submit: string;
  busy: string;
}

export const MODE_COPY: Record<AuthMode, ModeCopy> = {
  signin: {
    title: 'Sign In',
    intro: 'Welcome back! Sign in to save and share your listings.',
    submit: 'Sign In',
    busy: 'Signing in…',
  },
  signup: {
    title: 'Sign Up',
    intro: 'Create a free account to save your results and share to marketplaces.',
    submit: 'Create Account',
    busy: 'Creating account…',
  },
  passwordless: {
    title: 'Passwordless Sign In',
    intro: "We'll email you a link that signs you in. No password needed.",
    submit: 'Send Sign-In Link',
    busy: 'Sending link…',
  },
};

export const modeFromTab = (tab: string | undefined): AuthMode =>
  AUTH_MODES.find((mode) => mode === tab?.toLowerCase()) ?? 'signin';

export const usesPassword = (mode: AuthMode): boolean => mode !== 'passwordless';
