/**
 * Chosen photos survive a reload until analysed or removed: kept on the device while there is no
 * result, shown again (and not analysed, unless the seller asked while offline) when /camera opens,
 * forgotten once analysed; only to whoever chose them.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { VISITOR, chosenPhotosStore, type KeptPhoto, type KeptPhotos } from '../../camera/api/chosenPhotosStore';
import { SIGNED_IN, blobText, photoFile, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();

/** The results come in a lazily loaded chunk, which can take seconds on a busy 2-core machine. */
const RESULTS = { timeout: 10_000 };

const kept = (name: string): KeptPhoto => ({
  id: name,
  blob: new Blob([`jpeg:${name}`], { type: 'image/jpeg' }),
  analysisImage: new Blob([`jpeg 512px:${name}`], { type: 'image/jpeg' }),
});

/** Kept by `owner` `ago` milliseconds before now. */
const keptBy = (owner: string, photos: KeptPhoto[], ago = 0): KeptPhotos => ({
  owner,
  keptAt: Date.now() - ago,
  photos,
});

function fakeStore(initial: KeptPhotos | KeptPhoto[] | undefined) {
  let record = initial;
  const put = jest.spyOn(chosenPhotosStore, 'put').mockImplementation((photos) => {
    record = photos;
    return Promise.resolve();
  });
  const clear = jest.spyOn(chosenPhotosStore, 'clear').mockImplementation(() => {
    record = undefined;
    return Promise.resolve();
  });
  jest.spyOn(chosenPhotosStore, 'get').mockImplementation(() => Promise.resolve(record));
  return { put, clear, current: () => record };
}

describe('camera screen: photos kept across a reload', () => {
  it('shows the photos kept before the reload, waiting for Analyze Item', async () => {
    fakeStore([kept('front.jpg'), kept('label.jpg')]);
    const { ai, user } = renderCamera();
    expect(await screen.findByRole('button', { name: 'Select photo 2' })).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Analyze Item' }));
    await screen.findByRole('heading', { name: 'Trail Running Shoes' }, RESULTS);
    const [first, options] = ai.analyze.mock.calls[0];
    expect(await Promise.all([first, ...(options?.morePhotos ?? [])].map(blobText))).toEqual([
      'jpeg 512px:front.jpg',
      'jpeg 512px:label.jpg',
    ]);
  });

  it('keeps chosen photos while there is no result, and forgets them once analysed', async () => {
    const store = fakeStore(undefined);
    const { ai, user } = renderCamera();
    ai.analyze.mockImplementationOnce(() => new Promise(() => undefined));
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('front.jpg'));
    const current = () => store.current() as KeptPhotos | undefined;
    await waitFor(() => expect(current()?.photos.map((photo) => photo.id)).toHaveLength(1));
    expect(current()?.owner).toBe(VISITOR);
    expect(await blobText(current()!.photos[0].blob)).toBe('jpeg:front.jpg');

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Item' }));
    await screen.findByRole('heading', { name: 'Trail Running Shoes' }, RESULTS);
    await waitFor(() => expect(store.current()).toBeUndefined());
  });

  it('forgets them when the last photo is removed', async () => {
    const store = fakeStore([kept('front.jpg')]);
    const { user } = renderCamera();
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(store.clear).toHaveBeenCalled());
    expect(store.current()).toBeUndefined();
  });

  it("shows a visitor's photos to the visitor, and a seller's own to that seller", async () => {
    fakeStore(keptBy(SIGNED_IN.uid, [kept('front.jpg')]));
    renderCamera({ user: SIGNED_IN });
    expect(await screen.findByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
  });

  it.each<[string, KeptPhotos]>([
    ["a visitor's, to a seller who signs in on the same phone", keptBy(VISITOR, [kept('front.jpg')])],
    ["another seller's", keptBy('seller-b', [kept('front.jpg')])],
  ])('never shows photos kept by someone else: %s', async (_label, record) => {
    const store = fakeStore(record);
    const { user } = renderCamera({ user: SIGNED_IN });
    await screen.findByRole('button', { name: 'Take Photo' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    // The seller's own photos take their place on the device.
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('mine.jpg'));
    await waitFor(() => expect((store.current() as KeptPhotos | undefined)?.owner).toBe(SIGNED_IN.uid));
  });

  it('forgets photos kept over a day ago instead of showing them', async () => {
    const store = fakeStore(keptBy(SIGNED_IN.uid, [kept('front.jpg')], 24 * 60 * 60 * 1000 + 1));
    renderCamera({ user: SIGNED_IN });
    await waitFor(() => expect(store.clear).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
  });
});

describe('camera screen: an analysis waiting for a connection, across a reload', () => {
  const goOnline = (online: boolean) => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };

  it('keeps which photo waits, and after a reload waits again and is analysed once back online', async () => {
    act(() => goOnline(false));
    const store = fakeStore(undefined);
    const { user, unmount } = renderCamera();
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('front.jpg'));
    expect(await screen.findByRole('heading', { name: 'Waiting for a connection' }, RESULTS)).toBeInTheDocument();
    await waitFor(() => expect((store.current() as KeptPhotos | undefined)?.waitingForConnection).toBeDefined());
    unmount();

    // The reload, still offline: the promise on screen stands.
    const { ai } = renderCamera();
    expect(await screen.findByRole('heading', { name: 'Waiting for a connection' }, RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze Item' })).toBeNull();
    expect(ai.analyze).not.toHaveBeenCalled();

    act(() => goOnline(true));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' }, RESULTS)).toBeInTheDocument();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('cancelled while waiting, the photo comes back waiting for Analyze Item, as any other', async () => {
    act(() => goOnline(false));
    const store = fakeStore(undefined);
    const { user, unmount } = renderCamera();
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('front.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      const record = store.current() as KeptPhotos | undefined;
      expect(record?.photos).toHaveLength(1);
      expect(record?.waitingForConnection).toBeUndefined();
    });
    unmount();
    act(() => goOnline(true));
    const { ai } = renderCamera();
    expect(await screen.findByRole('button', { name: 'Analyze Item' })).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });
});
