/** @jest-environment node */
// Node's fetch classes (Request, FormData, File, Response): jsdom has no multipart parsing.
import { CAMERA_SHARED_URL, SHARED_PHOTO_KEY } from '@snap/shared/pwa';
import { firstSharedImage, receiveSharedPhoto, type PhotoCache } from '../shareTarget';

const ORIGIN = 'https://snap.example';

function sharePost(files: File[]): Request {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  return new Request(`${ORIGIN}/share-target`, { method: 'POST', body: form });
}

function fakeCache() {
  const stored = new Map<string, Response>();
  const cache: PhotoCache = {
    put: async (key, response) => {
      stored.set(key, response);
    },
  };
  return { stored, open: async () => cache };
}

describe('the share target', () => {
  it('keeps the shared image with its type and name, and sends the browser to /camera?shared=1 (303)', async () => {
    const { stored, open } = fakeCache();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'gallery shot.jpg', { type: 'image/jpeg' });
    const response = await receiveSharedPhoto(sharePost([photo]), open, ORIGIN);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${ORIGIN}${CAMERA_SHARED_URL}`);
    const kept = stored.get(SHARED_PHOTO_KEY);
    expect(kept?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(decodeURIComponent(kept?.headers.get('X-File-Name') ?? '')).toBe('gallery shot.jpg');
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('takes the first image among the shared files', () => {
    const form = new FormData();
    form.append('photos', new File(['text'], 'notes.txt', { type: 'text/plain' }));
    form.append('photos', new File(['png'], 'b.png', { type: 'image/png' }));
    form.append('photos', new File(['jpg'], 'c.jpg', { type: 'image/jpeg' }));
    expect(firstSharedImage(form)?.name).toBe('b.png');
  });

  it('with no image (or no form) keeps nothing and opens /camera as it is', async () => {
    const { stored, open } = fakeCache();
    const noImage = await receiveSharedPhoto(
      sharePost([new File(['x'], 'a.txt', { type: 'text/plain' })]),
      open,
      ORIGIN,
    );
    expect(noImage.headers.get('Location')).toBe(`${ORIGIN}/camera`);
    const notAForm = await receiveSharedPhoto(
      new Request(`${ORIGIN}/share-target`, { method: 'POST', body: 'hello' }),
      open,
      ORIGIN,
    );
    expect(notAForm.headers.get('Location')).toBe(`${ORIGIN}/camera`);
    expect(stored.size).toBe(0);
  });
});
