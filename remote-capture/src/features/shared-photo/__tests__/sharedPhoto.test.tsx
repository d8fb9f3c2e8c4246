import { screen } from '@testing-library/react';
import { CAMERA_SHARED_URL, SHARED_PHOTO_CACHE, SHARED_PHOTO_KEY } from '@snap/shared/pwa';
import { renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';
import { takeSharedPhoto, type PhotoCaches } from '../api/sharedPhotoStore';
import { SHARED_PHOTO_MISSING } from '../hooks/useSharedPhoto';

setUpCameraScreenTests();

/** Cache Storage as the service worker leaves it after a share (jsdom has none). */
function fakeCaches(photo: { bytes: string; type: string; name: string } | null) {
  const entries = new Map<string, { blob: Blob; headers: Headers }>();
  if (photo) {
    entries.set(SHARED_PHOTO_KEY, {
      blob: new Blob([photo.bytes], { type: photo.type }),
      headers: new Headers({ 'Content-Type': photo.type, 'X-File-Name': encodeURIComponent(photo.name) }),
    });
  }
  const opened: string[] = [];
  const cache = {
    match: async (key: string) => {
      const entry = entries.get(key);
      return entry && ({ blob: async () => entry.blob, headers: entry.headers } as unknown as Response);
    },
    delete: async (key: string) => entries.delete(key),
  };
  const caches = { open: async (name: string) => (opened.push(name), cache as unknown as Cache) } satisfies PhotoCaches;
  return { caches, entries, opened };
}

describe('a photo shared into the app (Web Share Target)', () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('takes the stored photo once, with its name and type, and deletes it', async () => {
    const { caches, entries, opened } = fakeCaches({ bytes: 'jpeg-bytes', type: 'image/jpeg', name: 'my sofa.jpg' });
    const file = await takeSharedPhoto(caches);
    expect(opened).toEqual([SHARED_PHOTO_CACHE]);
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('my sofa.jpg');
    expect(file?.type).toBe('image/jpeg');
    expect(entries.size).toBe(0);
    await expect(takeSharedPhoto(caches)).resolves.toBeNull();
    await expect(takeSharedPhoto(undefined)).resolves.toBeNull();
  });

  it('/camera?shared=1 analyses the shared photo like an upload', async () => {
    const { caches } = fakeCaches({ bytes: 'jpeg-bytes', type: 'image/jpeg', name: 'shoes.jpg' });
    Object.assign(globalThis, { caches });
    const { ai, compress } = renderCamera({ path: CAMERA_SHARED_URL });
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(compress).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shoes.jpg', type: 'image/jpeg' }),
      expect.anything(),
    );
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('says so when the shared photo is gone, and leaves the picker ready', async () => {
    Object.assign(globalThis, { caches: fakeCaches(null).caches });
    const { ai } = renderCamera({ path: CAMERA_SHARED_URL });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(SHARED_PHOTO_MISSING);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });
});
