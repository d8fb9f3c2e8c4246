/** A photo shared into the app from the phone's gallery (the Web Share Target), taken in by the camera. */
export { useSharedPhoto } from './hooks/useSharedPhoto';
