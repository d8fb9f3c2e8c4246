/**
 * The paths of the route table (spec §2) that decide when the auth SDK is needed. AppRoutes builds
 * its routes from these, and App hands routeLeadsToSignIn to the auth provider, which preloads the
 * SDK there (when and why: AuthProvider.tsx), so the two cannot drift apart.
 */
import { EXPOSED, type ExposedModuleId } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';

/** The auth screen: /auth, /auth/:tab (signin, signup, …; /auth/signin is the e-mail link return path). */
export const AUTH_PATH = PATHS.auth;

/** Routes that only exist for a signed-in user; signed out, they lead home. */
export const SIGNED_IN_ROUTES: readonly { path: string; id: ExposedModuleId; what: string }[] = [
  { path: PATHS.dashboard, id: EXPOSED.dashboard, what: 'your dashboard' },
  { path: PATHS.profile, id: EXPOSED.profile, what: 'your profile' },
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Is a visitor on `pathname` about to sign in (the auth screen) or asking for something that needs a user? */
export function routeLeadsToSignIn(pathname: string): boolean {
  return under(pathname, AUTH_PATH) || SIGNED_IN_ROUTES.some(({ path }) => under(pathname, path));
}

/**
 * The remote whose screen `pathname` shows, for a visitor who may be signed in or not: the app starts
 * loading it with itself (bootstrap.tsx), not once the auth state is known. Signed-in routes lead a
 * visitor with no session home, so they load nothing for one.
 */
export function remoteOfPath(pathname: string, maySignIn: boolean): ExposedModuleId | undefined {
  if (under(pathname, AUTH_PATH)) return EXPOSED.auth;
  if (under(pathname, PATHS.camera)) return EXPOSED.capture;
  return maySignIn ? SIGNED_IN_ROUTES.find(({ path }) => under(pathname, path))?.id : undefined;
}

/** Does `pathname` show the seller's listings (the dashboard)? Their first read then starts with the session. */
export const routeListsListings = (pathname: string): boolean => under(pathname, PATHS.dashboard);
