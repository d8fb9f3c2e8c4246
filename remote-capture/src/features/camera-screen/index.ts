/** The /camera screen: what the camera's state and actions look like, with its lazily loaded parts. */
export { CameraScreen, type CameraScreenProps } from './components/CameraScreen';
export { useLazyParts, type LazyParts } from './lazy/lazyParts';
export type { ScreenActions } from './screenActions';
