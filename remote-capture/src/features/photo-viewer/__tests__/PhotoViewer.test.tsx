import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MESSAGE_MS } from '@snap/shared';
import { makePhoto } from '../../../testing/fixtures';
import type { PhotoActions } from '../api/browserPhotoActions';
import { PhotoViewer, type PhotoViewerProps } from '../components/PhotoViewer';

const photos = [makePhoto('1700000000001'), makePhoto('1700000000002'), makePhoto('1700000000003')];

function fakeActions(copy: PhotoActions['copyImage'] = () => Promise.resolve('image')) {
  return { prepareCopy: jest.fn<void, [Blob]>(), copyImage: jest.fn(copy), download: jest.fn() };
}

function renderViewer(props: Partial<PhotoViewerProps> = {}) {
  const actions = props.actions ?? fakeActions();
  const user = userEvent.setup();
  render(<PhotoViewer photos={photos} actions={actions} {...props} />);
  return { user, actions };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('PhotoViewer', () => {
  it("says 'No photos yet' when there are none", () => {
    renderViewer({ photos: [] });
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a single photo as a square without navigation', () => {
    renderViewer({ photos: [photos[0]] });
    const image = screen.getByRole('img', { name: 'Photo' });
    expect(image).toHaveAttribute('src', photos[0].url);
    expect(image).toHaveStyle({ aspectRatio: '1' });
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
  });

  it('steps through several photos with previous/next, a counter and thumbnails', async () => {
    const { user } = renderViewer();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', photos[1].url);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Photos' });
    await user.click(within(strip).getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('starts at the requested photo', () => {
    renderViewer({ initialIndex: 2 });
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('downloads the shown photo as photo-{id}.jpg', async () => {
    const { user, actions } = renderViewer({ initialIndex: 1 });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(actions.download).toHaveBeenCalledWith(photos[1].url, 'photo-1700000000002.jpg');
  });

  it.each([
    { name: 'the image itself', copy: () => Promise.resolve('image' as const), message: 'Image copied to clipboard!' },
    {
      name: 'a data URL (insecure context)',
      copy: () => Promise.resolve('data-url' as const),
      message: 'Image data copied to clipboard!',
    },
    {
      name: 'nothing (failure)',
      copy: () => Promise.reject(new Error('NotAllowedError')),
      message: 'Failed to copy image',
    },
  ])('copying $name says so', async ({ copy, message }) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actions = fakeActions(copy);
    const { user } = renderViewer({ actions });
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    expect(actions.copyImage).toHaveBeenCalledWith(photos[0].blob);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('reads ahead what Copy image needs for the shown photo, so the tap never waits (WebKit)', async () => {
    const { user, actions } = renderViewer();
    expect(actions.prepareCopy).toHaveBeenLastCalledWith(photos[0].blob);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(actions.prepareCopy).toHaveBeenLastCalledWith(photos[1].blob);
  });

  it('lets the message vanish after 2 seconds', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    await screen.findByText('Image copied to clipboard!');
    const shownAt = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByText('Image copied to clipboard!'), {
      timeout: PHOTO_MESSAGE_MS + 5000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(PHOTO_MESSAGE_MS - 100);
  }, 15_000);

  it('offers Remove only where removing is allowed', async () => {
    const onRemove = jest.fn();
    const { user } = renderViewer({ onRemove, initialIndex: 2 });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledWith(photos[2].id);
  });

  it('has no Remove without permission', () => {
    renderViewer();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('stays on a valid photo when the last one shown goes away', () => {
    const { rerender } = render(<PhotoViewer photos={photos} initialIndex={2} actions={fakeActions()} />);
    rerender(<PhotoViewer photos={photos.slice(0, 2)} initialIndex={2} actions={fakeActions()} />);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });
});
