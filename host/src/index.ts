// Async boundary: shared modules are negotiated before any app code runs. Started in tasks of its
// own, so that on a slow phone no single main-thread task holds all of start-up (issue 16):
//   1. main.js's evaluation (the federation runtime), then this timer;
//   2. emotion (and React): its cache adopts the prerendered page's styles;
//   3. @snap/shared: the theme (MUI's createTheme) and the ports;
//   4. react-dom;
//   5. the app's own modules (bootstrap.tsx), which find the others evaluated.
// Each step waits for a fresh task (setTimeout): a module whose chunks are already there would
// otherwise evaluate in the same task, as a microtask of the step before.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

setTimeout(() => {
  void import('@emotion/react')
    .then(nextTask)
    .then(() => import('@snap/shared'))
    .then(nextTask)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./bootstrap'));
}, 0);
