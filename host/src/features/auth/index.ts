/**
 * What the rest of the host uses of auth. The provider, the Firebase service (its own chunk, loaded
 * by the app: never re-exported here) and the sign-out steps are wired by the app itself.
 */
export { useSignOut } from './useSignOut';
