import { screen, waitFor, within } from '@testing-library/react';
import {
  deferred,
  fakeAi,
  fakeCompress,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

const objectUrls = setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');

/** Two photos in idle: the first analysis fails so the screen stays on the photos. */
async function twoPhotos() {
  const ai = fakeAi();
  ai.analyze.mockRejectedValueOnce(new Error('Failed to identify item. Please try again.'));
  const view = renderCamera({ ai });
  await view.user.upload(input(), photoFile('one.jpg'));
  await screen.findByRole('alert');
  await view.user.upload(input(), photoFile('two.jpg'));
  await screen.findByRole('button', { name: 'Select photo 2' });
  return view;
}

describe('camera screen: photos', () => {
  it('shows the strip with the selected photo, Add Another Photo and Analyze Item', async () => {
    const { user } = await twoPhotos();
    expect(screen.getByRole('button', { name: 'Select photo 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add Another Photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Analyze Item' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Select photo 2' }));
    expect(screen.getByRole('button', { name: 'Select photo 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Selected photo' })).toHaveAttribute('src', 'blob:test/2');
  });

  it('removing the selected photo selects the first remaining, then none', async () => {
    const { user } = await twoPhotos();
    await user.click(screen.getByRole('button', { name: 'Select photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByRole('button', { name: 'Select photo 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(objectUrls().revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    expect(objectUrls().live.size).toBe(0);
  });

  it('opens the photo viewer from the preview and removes from there', async () => {
    const { user } = await twoPhotos();
    await user.click(screen.getByRole('button', { name: 'View photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your photos' });
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).queryByText('1 / 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select photo 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Take Another Photo clears photos, results and banners back to the viewfinder', async () => {
    const { user } = renderCamera();
    await user.upload(input(), photoFile());
    await user.click(await screen.findByRole('button', { name: 'Take Another Photo' }));
    expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your photos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Want to save this result/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toHaveFocus();
    expect(objectUrls().live.size).toBe(0);
  });

  it('Take Another Photo abandons a photo still being prepared', async () => {
    const compress = fakeCompress();
    const { user } = renderCamera({ compress });
    await user.upload(input(), photoFile('one.jpg'));
    await screen.findByRole('button', { name: 'Take Another Photo' });
    const pending = deferred<Awaited<ReturnType<typeof compress>>>();
    compress.mockReturnValueOnce(pending.promise);
    await user.upload(input(), photoFile('two.jpg'));
    await user.click(screen.getByRole('button', { name: 'Take Another Photo' }));
    expect(compress.mock.calls[1][1]?.signal?.aborted).toBe(true);
    pending.resolve({ blob: new Blob(['late']), width: 1, height: 1, quality: 0.9, encodes: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take Photo' })).toBeEnabled());
    expect(screen.queryByRole('list', { name: 'Your photos' })).not.toBeInTheDocument();
  });

  it('leaving the page abandons a photo still being prepared', async () => {
    const compress = fakeCompress();
    compress.mockReturnValueOnce(new Promise(() => undefined));
    const { user, unmount } = renderCamera({ compress });
    await user.upload(input(), photoFile());
    unmount();
    expect(compress.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('does not leak object URLs over 50 add/remove cycles', async () => {
    const ai = fakeAi();
    ai.analyze.mockRejectedValue(new Error('Failed to identify item. Please try again.'));
    const { user, unmount } = renderCamera({ ai, userEventOptions: { delay: null } });
    for (let cycle = 0; cycle < 50; cycle += 1) {
      await user.upload(input(), photoFile(`photo-${cycle}.jpg`));
      await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
      expect(objectUrls().live.size).toBe(0);
    }
    expect(objectUrls().createObjectURL).toHaveBeenCalledTimes(50);
    expect(objectUrls().revokeObjectURL).toHaveBeenCalledTimes(50);
    await user.upload(input(), photoFile('kept.jpg'));
    await screen.findByRole('button', { name: 'Remove photo 1' });
    unmount();
    expect(objectUrls().live.size).toBe(0);
  }, 30_000);

  it('frees the URLs of every photo when Take Another Photo resets, cycle after cycle', async () => {
    const { user } = renderCamera();
    for (let cycle = 0; cycle < 10; cycle += 1) {
      await user.upload(input(), photoFile(`photo-${cycle}.jpg`));
      await user.click(await screen.findByRole('button', { name: 'Take Another Photo' }));
    }
    expect(objectUrls().createObjectURL).toHaveBeenCalledTimes(10);
    expect(objectUrls().live.size).toBe(0);
  }, 30_000);
});
