/**
 * A result the screen already has (a saved listing, or one kept on the device) waits only for the
 * results part's chunk: meanwhile the screen shows a still spinner, never the analyzing panel, whose
 * ticking "Still working" kept React from ever finishing the results on a slow phone.
 */
import { act, screen } from '@testing-library/react';
import { listingPath } from '@snap/shared/contracts';
import { SAVED_LISTING } from '../../../testing/fixtures';
import { SIGNED_IN, fakeListings, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

// The results part's chunk, still on its way (a phone's first visit after a reload).
jest.mock('../components/CameraResults', () => ({
  CameraResults: () => {
    throw new Promise(() => undefined);
  },
}));

setUpCameraScreenTests();

it('a saved listing waiting for the results part shows a still spinner, not the analyzing panel', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const listings = fakeListings([SAVED_LISTING]);
    listings.getPhotos.mockResolvedValue([new Blob(['front'], { type: 'image/jpeg' })]);
    renderCamera({ user: SIGNED_IN, listings, path: listingPath('l9') });
    expect(await screen.findByRole('progressbar', { name: 'Loading the result' })).toBeInTheDocument();
    // Nothing on screen counts the seconds meanwhile (each tick would restart the results' render).
    await act(async () => jest.advanceTimersByTimeAsync(15_000));
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Still working/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the result' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
