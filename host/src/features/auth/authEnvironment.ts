/**
 * The browser edges the auth service touches, behind one small interface so the service runs
 * unchanged against the Auth emulator from Node (tests) and in the browser (the app).
 */
export interface AuthEnvironment {
  /** Where the e-mail for link sign-in waits until the link is opened (localStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Asks the person for their e-mail; null when they give none. */
  prompt(message: string): string | null;
  /** The site origin e-mail links return to. */
  origin(): string;
  /** The page address, which may be an e-mail sign-in link. */
  currentUrl(): string;
  /**
   * Per-tab storage that survives a full-page redirect and back (sessionStorage in the app): marks a
   * Google redirect sign-in in flight, so only a page returning from one loads the redirect helper.
   */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The browser's user agent, to spot in-app browsers that cannot open a sign-in popup. */
  userAgent(): string;
}

export const browserAuthEnvironment = (): AuthEnvironment => ({
  storage: window.localStorage,
  prompt: (message) => window.prompt(message),
  origin: () => window.location.origin,
  currentUrl: () => window.location.href,
  session: window.sessionStorage,
  userAgent: () => window.navigator.userAgent,
});
