// The async boundary: the shared modules (React, MUI, @snap/shared…) are negotiated with the
// federation runtime before any app code runs. A visible page starts it after its next frame: on a
// repeat visit every script is already cached and would otherwise run before the page's own HTML
// (the landing page, the early /camera screen) is painted, leaving a phone's screen blank meanwhile.
const start = () => void import('./bootstrap');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
