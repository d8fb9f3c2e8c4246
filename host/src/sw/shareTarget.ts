/**
 * The Web Share Target's receiving end: the phone POSTs the shared photo (multipart) to the
 * manifest's action; the service worker keeps the first image in Cache Storage and sends the
 * browser on to /camera, which takes it from there (remote-capture's useSharedPhoto). A 303 turns
 * the POST into a GET, so a reload of /camera does not post the photo again.
 */
import { PATHS } from '@snap/shared/contracts';
import { CAMERA_SHARED_URL, SHARE_TARGET_FILES_FIELD, SHARED_PHOTO_KEY } from '@snap/shared/pwa';

/** The part of a Cache the handler uses. */
export interface PhotoCache {
  put(key: string, response: Response): Promise<void>;
}

/** The first image among the shared files, or null when nothing usable was shared. */
export function firstSharedImage(form: FormData): File | null {
  for (const entry of form.getAll(SHARE_TARGET_FILES_FIELD)) {
    if (typeof entry !== 'string' && entry.type.startsWith('image/')) return entry;
  }
  return null;
}

export type OpenPhotoCache = () => Promise<PhotoCache>;

export async function receiveSharedPhoto(request: Request, openCache: OpenPhotoCache, origin: string) {
  const form = await request.formData().catch(() => null);
  const photo = form && firstSharedImage(form);
  if (photo) {
    const headers = { 'Content-Type': photo.type, 'X-File-Name': encodeURIComponent(photo.name || 'shared-photo') };
    await (await openCache()).put(SHARED_PHOTO_KEY, new Response(photo, { headers }));
  }
  // Nothing usable: /camera still opens, with its picker, rather than an error page.
  return Response.redirect(new URL(photo ? CAMERA_SHARED_URL : PATHS.camera, origin).href, 303);
}
