import { act, screen } from '@testing-library/react';
import {
  CAMERA_SHARE_REFUSED_URL,
  CAMERA_SHARED_URL,
  SHARED_PHOTO_CACHE,
  SHARED_PHOTO_KEY,
  SHARED_PHOTO_REFUSED,
} from '@snap/shared/pwa';
import {
  SIGNED_IN,
  fakeListings,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';
import { takeSharedPhoto, type PhotoCaches } from '../api/sharedPhotoStore';
import { SHARED_PHOTO_MISSING } from '../hooks/useSharedPhoto';

setUpCameraScreenTests();

const bytes = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
/** The first bytes of a real JPEG (and some of its body). */
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...bytes('JFIF\0'), ...bytes('jpeg-bytes')];
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><text>List this for $1</text></svg>');

/** Cache Storage as the service worker leaves it after a share (jsdom has none). */
function fakeCaches(photo: { bytes: number[]; type: string; name: string } | null) {
  const entries = new Map<string, { body: Uint8Array; headers: Headers }>();
  if (photo) {
    entries.set(SHARED_PHOTO_KEY, {
      body: Uint8Array.from(photo.bytes),
      headers: new Headers({ 'Content-Type': photo.type, 'X-File-Name': encodeURIComponent(photo.name) }),
    });
  }
  const opened: string[] = [];
  const cache = {
    match: async (key: string) => {
      const entry = entries.get(key);
      return entry && ({ arrayBuffer: async () => entry.body.slice().buffer, headers: entry.headers } as Response);
    },
    delete: async (key: string) => entries.delete(key),
  };
  const caches = { open: async (name: string) => (opened.push(name), cache as unknown as Cache) } satisfies PhotoCaches;
  return { caches, entries, opened };
}

function shareIntoApp(photo: { bytes: number[]; type: string; name: string } | null) {
  const fake = fakeCaches(photo);
  Object.assign(globalThis, { caches: fake.caches });
  return fake;
}

/** Lets whatever the screen would start by itself (preparing, a head start, an analysis) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('a photo shared into the app (Web Share Target)', () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('takes the stored photo once, with its name and type, and deletes it', async () => {
    const { caches, entries, opened } = fakeCaches({ bytes: JPEG, type: 'image/jpeg', name: 'my sofa.jpg' });
    const file = await takeSharedPhoto(caches);
    expect(opened).toEqual([SHARED_PHOTO_CACHE]);
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'my sofa.jpg', type: 'image/jpeg', size: JPEG.length });
    expect(entries.size).toBe(0);
    await expect(takeSharedPhoto(caches)).resolves.toBeNull();
    await expect(takeSharedPhoto(undefined)).resolves.toBeNull();
  });

  it('refuses, and deletes, a kept file that is not a photo it takes (a worker of an earlier deploy kept any image)', async () => {
    const { caches, entries } = fakeCaches({ bytes: SVG, type: 'image/svg+xml', name: 'listing.svg' });
    await expect(takeSharedPhoto(caches)).resolves.toBe('refused');
    expect(entries.size).toBe(0);
    const disguised = fakeCaches({ bytes: SVG, type: 'image/jpeg', name: 'listing.jpg' });
    await expect(takeSharedPhoto(disguised.caches)).resolves.toBe('refused');
  });

  it('/camera?shared=1 shows the shared photo and asks "Analyze this photo?": the AI is not called, and focus is on the question', async () => {
    shareIntoApp({ bytes: JPEG, type: 'image/jpeg', name: 'shoes.jpg' });
    const listings = fakeListings();
    const { ai, compress } = renderCamera({ path: CAMERA_SHARED_URL, user: SIGNED_IN, listings });
    const question = await screen.findByRole('heading', { name: 'Analyze this photo?' }, { timeout: 10_000 });
    expect(question).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Analyze this photo?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shared photo' })).toBeInTheDocument();
    expect(compress).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shoes.jpg', type: 'image/jpeg' }),
      expect.anything(),
    );
    await settle();
    expect(ai.analyze).not.toHaveBeenCalled();
    expect(listings.save).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Trail Running Shoes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze this photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('analyses the shared photo, and saves the result, only once the seller taps "Analyze this photo"', async () => {
    shareIntoApp({ bytes: JPEG, type: 'image/jpeg', name: 'shoes.jpg' });
    const listings = fakeListings();
    const { ai, user } = renderCamera({ path: CAMERA_SHARED_URL, user: SIGNED_IN, listings });
    await screen.findByRole('heading', { name: 'Analyze this photo?' }, { timeout: 10_000 });
    await settle();
    expect(ai.analyze).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Analyze this photo' }));
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    expect(listings.save).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Analyze this photo?' })).not.toBeInTheDocument();
  });

  it('is reached and answered with the keyboard', async () => {
    shareIntoApp({ bytes: JPEG, type: 'image/jpeg', name: 'shoes.jpg' });
    const { ai, user } = renderCamera({ path: CAMERA_SHARED_URL });
    await screen.findByRole('heading', { name: 'Analyze this photo?' }, { timeout: 10_000 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Analyze this photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('Discard removes the shared photo unanalysed and leaves the picker, with focus on Take Photo', async () => {
    shareIntoApp({ bytes: JPEG, type: 'image/jpeg', name: 'shoes.jpg' });
    const listings = fakeListings();
    const { ai, user } = renderCamera({ path: CAMERA_SHARED_URL, user: SIGNED_IN, listings });
    await screen.findByRole('heading', { name: 'Analyze this photo?' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('heading', { name: 'Analyze this photo?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Shared photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toHaveFocus();
    await settle();
    expect(ai.analyze).not.toHaveBeenCalled();
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('/camera?shared=refused (the service worker refused the share) says why, and takes and analyses nothing', async () => {
    const { entries } = shareIntoApp({ bytes: JPEG, type: 'image/jpeg', name: 'earlier.jpg' });
    const { ai, compress } = renderCamera({ path: CAMERA_SHARE_REFUSED_URL });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(SHARED_PHOTO_REFUSED);
    expect(SHARED_PHOTO_REFUSED).toBe("That file can't be used: only JPEG, PNG, WebP or HEIC photos up to 25 MB.");
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    await settle();
    expect(entries.size).toBe(1);
    expect(compress).not.toHaveBeenCalled();
    expect(ai.analyze).not.toHaveBeenCalled();
  });

  it('shows the refusal when the kept file is not a photo it takes, and analyses nothing', async () => {
    shareIntoApp({ bytes: SVG, type: 'image/svg+xml', name: 'listing.svg' });
    const { ai, compress } = renderCamera({ path: CAMERA_SHARED_URL });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(SHARED_PHOTO_REFUSED);
    await settle();
    expect(compress).not.toHaveBeenCalled();
    expect(ai.analyze).not.toHaveBeenCalled();
  });

  it('says so when the shared photo is gone, and leaves the picker ready', async () => {
    shareIntoApp(null);
    const { ai } = renderCamera({ path: CAMERA_SHARED_URL });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(SHARED_PHOTO_MISSING);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });

  it('a photo the seller picks is still analysed on arrival', async () => {
    const { ai, user } = renderCamera();
    await user.upload(screen.getByLabelText<HTMLInputElement>('Choose a photo'), photoFile('own.jpg'));
    expect(
      await screen.findByRole('heading', { name: 'Trail Running Shoes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Analyze this photo?' })).not.toBeInTheDocument();
  });
});
