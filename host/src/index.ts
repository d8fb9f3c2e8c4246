import { mayHaveSession } from './features/auth/persistedSession';

// A visitor who may be signed in sees nothing of their own until the auth SDK has answered
// (AuthProvider.tsx): its download starts with the app's, not after it.
if (mayHaveSession(window.localStorage, window.location.href))
  void import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService');

// The async boundary: the shared modules (React, MUI, @snap/shared…) are negotiated with the
// federation runtime before any app code runs. A visible page starts it after its next frame: on a
// repeat visit every script is already cached and would otherwise run before the page's own HTML
// (the landing page, the early /camera screen) is painted, leaving a phone's screen blank meanwhile.
const start = () => void import('./bootstrap');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
