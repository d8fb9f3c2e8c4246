/**
 * Chosen photos survive a reload until analysed or removed: kept on the device while there is no
 * result, shown again (and not analysed) when /camera opens, forgotten once analysed.
 */
import { screen, waitFor } from '@testing-library/react';
import { chosenPhotosStore, type KeptPhoto } from '../api/chosenPhotosStore';
import { blobText, photoFile, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();

const kept = (name: string): KeptPhoto => ({
  id: name,
  blob: new Blob([`jpeg:${name}`], { type: 'image/jpeg' }),
  analysisImage: new Blob([`jpeg 512px:${name}`], { type: 'image/jpeg' }),
});

function fakeStore(initial: KeptPhoto[] | undefined) {
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
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });
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
    await waitFor(() => expect(store.current()?.map((photo) => photo.id)).toHaveLength(1));
    expect(await blobText(store.current()![0].blob)).toBe('jpeg:front.jpg');

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Item' }));
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });
    await waitFor(() => expect(store.current()).toBeUndefined());
  });

  it('forgets them when the last photo is removed', async () => {
    const store = fakeStore([kept('front.jpg')]);
    const { user } = renderCamera();
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(store.clear).toHaveBeenCalled());
    expect(store.current()).toBeUndefined();
  });
});
