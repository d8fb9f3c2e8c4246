import { screen, waitFor, within } from '@testing-library/react';
import {
  renderCamera,
  SIGNED_IN,
  photoFile,
  setUpCameraScreenTests,
  deferred,
  fakeCompress,
} from '../../../testing/renderCamera';
import { ImagePipelineError } from '../../image-pipeline/core/pipelineErrors';
import { PATHS } from '@snap/shared/contracts';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');

describe('camera screen: idle', () => {
  it('shows the viewfinder, its texts and the anonymous banner', () => {
    renderCamera();
    expect(screen.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeInTheDocument();
    expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    expect(screen.getByText('Tap to capture or choose from gallery')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Try it free! No signup required. Sign up later to save your results and share to marketplaces.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the anonymous banner under Take Photo and Choose from Gallery, which the early screen drew before it came', () => {
    renderCamera();
    const banner = screen.getByText(/^Try it free!/);
    for (const name of ['Take Photo', 'Choose from Gallery'])
      expect(screen.getByRole('button', { name }).compareDocumentPosition(banner)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
  });

  it('has a hidden file input for images that prefers the rear camera', () => {
    renderCamera();
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/*');
    expect(input()).toHaveAttribute('capture', 'environment');
    expect(input()).not.toBeVisible();
  });

  it('opens the file picker from all three buttons: camera first, except for the gallery', async () => {
    const { user } = renderCamera();
    const captureAtClick: (string | null)[] = [];
    jest.spyOn(input(), 'click').mockImplementation(() => captureAtClick.push(input().getAttribute('capture')));
    await user.click(screen.getByRole('button', { name: /position item in frame/i }));
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    await user.click(screen.getByRole('button', { name: 'Choose from Gallery' }));
    expect(captureAtClick).toEqual(['environment', 'environment', null]);
    expect(input()).toHaveAttribute('capture', 'environment');
  });

  it('Scan barcode opens the live scan; where the browser has no camera API it says so and offers the picker', async () => {
    const { user } = renderCamera();
    const captureAtClick: (string | null)[] = [];
    jest.spyOn(input(), 'click').mockImplementation(() => captureAtClick.push(input().getAttribute('capture')));
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan barcode' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This browser cannot open the camera from a web page. Take a photo of the barcode instead.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Take Photo Instead' }));
    expect(captureAtClick).toEqual(['environment']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('header: Back to home, Sign In when anonymous, Guide through the share port', async () => {
    const { user, share } = renderCamera();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', PATHS.auth);
    await user.click(screen.getByRole('button', { name: 'Guide' }));
    expect(share.openGuide).toHaveBeenCalledTimes(1);
  });

  it('header: a profile link and no banner when signed in', () => {
    renderCamera({ user: SIGNED_IN });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', PATHS.profile);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Try it free!/)).not.toBeInTheDocument();
  });

  it('shows progress while the photo is prepared', async () => {
    const compress = fakeCompress();
    const pending = deferred<Awaited<ReturnType<typeof compress>>>();
    compress.mockReturnValueOnce(pending.promise);
    const { user } = renderCamera({ compress });
    await user.upload(input(), photoFile());
    expect(screen.getByText('Preparing your photo…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your photo.');
  });

  it.each([
    {
      name: 'a non-image file',
      file: photoFile('list.txt', 'text/plain'),
      fails: undefined,
      message: 'Please select an image file',
    },
    {
      name: 'a pipeline error',
      file: photoFile('x.jpg'),
      fails: new ImagePipelineError('empty-file'),
      message: 'This photo is empty (0 bytes). Please choose another photo.',
    },
    {
      name: 'HEIC the browser cannot read',
      file: photoFile('x.heic', 'image/heic'),
      fails: new ImagePipelineError('heic-unsupported'),
      message: /HEIC photos aren't supported in this browser/,
    },
    {
      name: 'an error without a message',
      file: photoFile('x.jpg'),
      fails: new Error(''),
      message: 'Failed to process the image',
    },
  ])('stays idle and explains $name', async ({ file, fails, message }) => {
    const compress = fakeCompress();
    if (fails) compress.mockRejectedValueOnce(fails);
    const { user, ai } = renderCamera({ compress, userEventOptions: { applyAccept: false } });
    await user.upload(input(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });

  it('lets the error be dismissed', async () => {
    const { user } = renderCamera({ userEventOptions: { applyAccept: false } });
    await user.upload(input(), photoFile('list.txt', 'text/plain'));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
