/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function
 * compiled eagerly, while the script streams in, off the main thread. Without it V8 compiles a
 * function the first time it runs, on the main thread, inside the task that calls it: start-up's
 * tasks (issue 16) spent much of their time there. At 4× CPU on `/`, the host's main.js went from
 * 55–110 to 33–62 ms and react-dom's step from 77–98 to 45–93 ms; the start-up tasks' time over
 * 50 ms fell from a median of 72 to 29 ms (7 cold loads a side). Other engines read it as a
 * comment. Node-side only (the build adds it; see createAppConfig.ts).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Which emitted files get the hint: every script of the app (its service worker is built apart). */
export const COMPILE_HINT_FILES = /\.js$/;
