/**
 * The Web Share Target's contract between the host's service worker, which receives a photo shared
 * from the phone's gallery (a multipart POST to the manifest's action), and the camera screen,
 * which picks it up. Plain constants and pure functions: the service worker's own bundle imports
 * this file.
 *
 * Any page can POST to the action, so what arrives there is a stranger's claim: the service worker
 * keeps only a photo whose declared type and first bytes agree on one of the formats below, within
 * the size limit, and the camera screen checks it again when it takes it.
 */
import { PATHS } from '../navigation/paths';
import { sharedPhotoFormat, type SharedPhotoFormat } from './photoSignature';

export { SHARED_PHOTO_SIGNATURE_BYTES, sharedPhotoFormat, type SharedPhotoFormat } from './photoSignature';

/** The manifest's share_target.action: a POST the service worker answers (no server route). */
export const SHARE_TARGET_ACTION = '/share-target';
/** The multipart field the manifest names for the shared files. */
export const SHARE_TARGET_FILES_FIELD = 'photos';
/** Cache Storage: where the service worker keeps the shared photo until /camera takes it. */
export const SHARED_PHOTO_CACHE = 'shared-photos';
/** The cache key of the (one) shared photo waiting for /camera. */
export const SHARED_PHOTO_KEY = '/shared-photo';

/** Sign-out: a shared photo that /camera has not taken yet does not stay on the device. */
export async function forgetSharedPhoto(
  caches: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  await caches?.delete(SHARED_PHOTO_CACHE);
}
/** The query parameter /camera is opened with after a share. */
export const SHARED_PHOTO_PARAM = 'shared';
/** Where the service worker sends the browser after keeping the photo. */
export const CAMERA_SHARED_URL = `${PATHS.camera}?${SHARED_PHOTO_PARAM}=1`;
/** The parameter's value when the share was refused: /camera says why, and takes nothing. */
export const SHARED_PHOTO_REFUSED_VALUE = 'refused';
/** Where the service worker sends the browser after refusing what was shared. */
export const CAMERA_SHARE_REFUSED_URL = `${PATHS.camera}?${SHARED_PHOTO_PARAM}=${SHARED_PHOTO_REFUSED_VALUE}`;

/**
 * The largest shared photo taken, in megabytes. The photo picker has no limit of its own (the
 * pipeline shrinks whatever decodes to a 500 KB JPEG); even a 48 MP phone photo is usually under
 * 20 MB as JPEG or HEIC, so 25 MB takes real photos and keeps a stranger's POST from parking
 * hundreds of megabytes in Cache Storage.
 */
export const SHARED_PHOTO_MAX_MB = 25;
export const SHARED_PHOTO_MAX_BYTES = SHARED_PHOTO_MAX_MB * 1024 * 1024;

/**
 * The declared types taken, and the format the first bytes must then show. SVG (a document that
 * can carry script and text), GIF, AVIF and the rest are refused.
 */
export const SHARED_PHOTO_TYPES: Readonly<Record<string, SharedPhotoFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/** The manifest's share_target accept list: the phone offers the app only for these. */
export const SHARE_TARGET_ACCEPT = Object.keys(SHARED_PHOTO_TYPES);

/** What /camera says when a share was refused. */
export const SHARED_PHOTO_REFUSED = `That file can't be used: only JPEG, PNG, WebP or HEIC photos up to ${SHARED_PHOTO_MAX_MB} MB.`;

/** What the checks need of a shared file: its declared type, its size and its first bytes. */
export interface SharedFileFacts {
  type: string;
  size: number;
  /** At least the first SHARED_PHOTO_SIGNATURE_BYTES bytes (fewer only when the file is shorter). */
  head: Uint8Array;
}

/** The format a file's declared type allows, or null when its type or size already rules it out. */
export function expectedSharedPhotoFormat({ type, size }: Pick<SharedFileFacts, 'type' | 'size'>) {
  const declared = type.toLowerCase();
  if (!Object.hasOwn(SHARED_PHOTO_TYPES, declared) || size <= 0 || size > SHARED_PHOTO_MAX_BYTES) return null;
  return SHARED_PHOTO_TYPES[declared];
}

/** Whether a shared file is a photo the app takes: an allowed type, bytes of that format, in size. */
export function isAcceptableSharedPhoto(facts: SharedFileFacts): boolean {
  const expected = expectedSharedPhotoFormat(facts);
  return expected !== null && sharedPhotoFormat(facts.head) === expected;
}
