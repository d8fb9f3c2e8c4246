/** The sign-in methods linked to an account, for the profile and for re-authentication. */

export type ReauthMethod = 'password' | 'google' | 'link';

/**
 * How a seller proves a fresh sign-in when Firebase asks: with their Google account when that is
 * linked and there is no password, otherwise with their password. E-mail-link accounts also report
 * 'password' as provider, so the password prompt also offers "sign in again with a link".
 */
export function reauthMethod(providerIds: readonly string[] | undefined): ReauthMethod {
  const ids = providerIds ?? [];
  if (ids.includes('password')) return 'password';
  if (ids.includes('google.com')) return 'google';
  return 'link';
}

const PROVIDER_NAMES: Record<string, string> = {
  password: 'Email (password or sign-in link)',
  'google.com': 'Google',
};

/** The linked sign-in methods as names a person knows. */
export function signInMethodNames(providerIds: readonly string[] | undefined): string[] {
  return (providerIds ?? []).map((id) => PROVIDER_NAMES[id] ?? id);
}
