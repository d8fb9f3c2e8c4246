/** @snap/shared/errors: one AbortError, one way to wait abortably, one message for a failure. Bundled by each app. */
export { abortError, abortable } from './abortable';
export { messageOf } from './messageOf';
