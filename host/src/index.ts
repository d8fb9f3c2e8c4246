// Async boundary: shared modules are negotiated before any app code runs. Started in a task of its
// own: main.js's evaluation (the federation runtime) and the negotiation with the app's first
// modules are two main-thread tasks instead of one long one on a slow phone (issue 16).
setTimeout(() => void import('./bootstrap'), 0);
