// Async boundary: shared modules are negotiated before any app code runs. Started in tasks of its
// own, so that on a slow phone no single main-thread task holds all of start-up (issue 16):
//   1. main.js's evaluation (the federation runtime), then this timer;
//   2. React alone: the runtime's first version check compiles its semver patterns (~20 ms at 4×
//      CPU), which every later check, the remotes' included, then reuses;
//   3. emotion: its cache adopts the prerendered page's styles;
//   4. emotion's styled, and one styled component: the first one compiles emotion's prop-name pattern
//      (~24 ms at 4× CPU), which MUI's components then find ready;
//   5. @snap/shared: the theme (MUI's createTheme) and the ports;
//   6. react-dom;
//   7. the app's own modules (bootstrap.tsx), which find the others evaluated.
// (Not react-router on its own: a dynamic import of it keeps every export, +47 KB gzip.)
// Each step waits for a fresh task (setTimeout): a module whose chunks are already there would
// otherwise evaluate in the same task, as a microtask of the step before.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

setTimeout(() => {
  void import('react')
    .then(nextTask)
    .then(() => import('@emotion/react'))
    .then(nextTask)
    .then(() => import('@emotion/styled'))
    .then(({ default: styled }) => void styled('div'))
    .then(nextTask)
    .then(() => import('@snap/shared'))
    .then(nextTask)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./bootstrap'));
}, 0);
