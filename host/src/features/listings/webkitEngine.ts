/**
 * WebKit's engine without Blink's (apart from listingsCache.ts, so the e2e suite asks the same
 * question without the Firestore SDK): Safari on macOS and iOS, every iOS browser (CriOS, FxiOS,
 * EdgiOS name no "Chrome/"), WebKitGTK. Chrome, Edge, Opera and Android WebViews say "Chrome/";
 * Firefox has no "AppleWebKit/".
 */
export function isWebKitEngine(userAgent: string): boolean {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium)\//.test(userAgent);
}
