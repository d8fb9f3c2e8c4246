/**
 * The Web Share Target's receiving end: the phone POSTs the shared photo (multipart) to the
 * manifest's action; the service worker keeps the first acceptable photo in Cache Storage and
 * sends the browser on to /camera, which takes it from there (remote-capture's useSharedPhoto) and
 * asks the seller before analysing it. A 303 turns the POST into a GET, so a reload of /camera does
 * not post the photo again.
 *
 * Any page, on any site, can POST here: a file is kept only when its declared type and its first
 * bytes agree on JPEG, PNG, WebP or HEIC and it is within SHARED_PHOTO_MAX_BYTES
 * (@snap/shared/pwa). Files that were shared but none of them acceptable are refused: nothing is
 * kept and /camera opens saying why.
 */
import { PATHS } from '@snap/shared/contracts';
import {
  CAMERA_SHARE_REFUSED_URL,
  CAMERA_SHARED_URL,
  SHARE_TARGET_FILES_FIELD,
  SHARED_PHOTO_KEY,
  SHARED_PHOTO_SIGNATURE_BYTES,
  expectedSharedPhotoFormat,
  isAcceptableSharedPhoto,
} from '@snap/shared/pwa';

/** The part of a Cache the handler uses. */
export interface PhotoCache {
  put(key: string, response: Response): Promise<void>;
}

/** Whether one shared file is a photo the app takes (type, size and magic number). */
export async function isAcceptableFile(file: File): Promise<boolean> {
  // Type and size first: a file they rule out is never read.
  if (!expectedSharedPhotoFormat(file)) return false;
  const head = new Uint8Array(await file.slice(0, SHARED_PHOTO_SIGNATURE_BYTES).arrayBuffer());
  return isAcceptableSharedPhoto({ type: file.type, size: file.size, head });
}

/**
 * What was shared: the first acceptable photo; 'refused' when files came and none is acceptable;
 * null when no file came at all (nothing to refuse).
 */
export async function firstSharedPhoto(form: FormData): Promise<File | 'refused' | null> {
  const files = form.getAll(SHARE_TARGET_FILES_FIELD).filter((entry): entry is File => typeof entry !== 'string');
  for (const file of files) if (await isAcceptableFile(file)) return file;
  return files.length > 0 ? 'refused' : null;
}

export type OpenPhotoCache = () => Promise<PhotoCache>;

export async function receiveSharedPhoto(request: Request, openCache: OpenPhotoCache, origin: string) {
  const form = await request.formData().catch(() => null);
  const photo = form && (await firstSharedPhoto(form));
  if (photo instanceof File) {
    const headers = { 'Content-Type': photo.type, 'X-File-Name': encodeURIComponent(photo.name || 'shared-photo') };
    await (await openCache()).put(SHARED_PHOTO_KEY, new Response(photo, { headers }));
  }
  const to = photo instanceof File ? CAMERA_SHARED_URL : photo === 'refused' ? CAMERA_SHARE_REFUSED_URL : PATHS.camera;
  // Nothing shared (or not a form): /camera still opens, with its picker, rather than an error page.
  return Response.redirect(new URL(to, origin).href, 303);
}
