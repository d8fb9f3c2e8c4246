/**
 * The Web Share Target's contract between the host's service worker, which receives a photo shared
 * from the phone's gallery (a multipart POST to the manifest's action), and the camera screen,
 * which picks it up. Plain constants: the service worker's own bundle imports this file.
 */
import { PATHS } from '../navigation/paths';

/** The manifest's share_target.action: a POST the service worker answers (no server route). */
export const SHARE_TARGET_ACTION = '/share-target';
/** The multipart field the manifest names for the shared files. */
export const SHARE_TARGET_FILES_FIELD = 'photos';
/** Cache Storage: where the service worker keeps the shared photo until /camera takes it. */
export const SHARED_PHOTO_CACHE = 'shared-photos';
/** The cache key of the (one) shared photo waiting for /camera. */
export const SHARED_PHOTO_KEY = '/shared-photo';
/** The query parameter /camera is opened with after a share. */
export const SHARED_PHOTO_PARAM = 'shared';
/** Where the service worker sends the browser after keeping the photo. */
export const CAMERA_SHARED_URL = `${PATHS.camera}?${SHARED_PHOTO_PARAM}=1`;
