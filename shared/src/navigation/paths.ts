/**
 * The route table of spec §2: every path a link, redirect or route of any app uses. The host's
 * router declares these routes; remotes link to them through the navigation port.
 */
export const PATHS = {
  home: '/',
  camera: '/camera',
  /** The auth screen; `/auth/:tab` opens one mode (authTabPath). */
  auth: '/auth',
  /** Where e-mail sign-in links return to; the auth screen handles it. */
  authLinkReturn: '/auth/signin',
  dashboard: '/dashboard',
  history: '/dashboard?view=history',
  profile: '/profile',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** One mode of the auth screen, e.g. '/auth/signup'. */
export const authTabPath = (tab: string) => `${PATHS.auth}/${tab}`;

/** A saved listing reopened on the camera screen, without the AI. */
export const listingPath = (id: string) => `${PATHS.camera}?listing=${encodeURIComponent(id)}`;

/** The camera screen's guided demo with the bundled sample photo. */
export const DEMO_PATH = `${PATHS.camera}?demo=1`;
