import { screen } from '@testing-library/react';
import type { SavedListing } from '@snap/shared';
import { sampleSavedListing } from '@snap/shared/testing';
import { downloadFile } from '../api/downloadFile';
import { fakeListingsPort, renderProfile } from './profileHarness';

// The browser's download is the boundary; the formats themselves are tested in exportFormat.test.ts.
jest.mock('../api/downloadFile', () => ({ downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

const LISTING: SavedListing = sampleSavedListing({
  id: 'l1',
  itemName: 'Lamp',
  title: 'Brass lamp',
  description: 'Works',
  createdAt: 0,
  updatedAt: 0,
});

describe('Profile: export my data', () => {
  beforeEach(() => download.mockClear());

  it('downloads the listings as JSON, and as CSV', async () => {
    const listings = fakeListingsPort([LISTING]);
    const { user } = renderProfile({ listings });
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exported 1 listing.');
    const [name, content, type] = download.mock.calls[0];
    expect(name).toMatch(/^snap-price-sell-listings-\d{4}-\d{2}-\d{2}\.json$/);
    expect(type).toBe('application/json');
    expect(JSON.parse(content).listings).toEqual([{ ...LISTING, status: 'draft', photos: [] }]);

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await screen.findByRole('status');
    expect(download).toHaveBeenCalledTimes(2);
    expect(download.mock.calls[1][0]).toMatch(/\.csv$/);
    expect(download.mock.calls[1][1].split('\r\n')[1]).toMatch(/^l1,Lamp,Brass lamp,/);
  });

  it('puts each listing’s full-size photos in the JSON, as data URLs', async () => {
    const listings = fakeListingsPort([LISTING]);
    listings.getPhotos.mockResolvedValue([new Blob(['front'], { type: 'image/jpeg' })]);
    const { user } = renderProfile({ listings });
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exported 1 listing.');
    expect(listings.getPhotos).toHaveBeenCalledWith('l1');
    expect(JSON.parse(download.mock.calls[0][1]).listings[0].photos).toEqual([
      `data:image/jpeg;base64,${btoa('front')}`,
    ]);
  });

  it('photos that cannot be read fail the export, rather than leave them out', async () => {
    const listings = fakeListingsPort([LISTING]);
    listings.getPhotos.mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderProfile({ listings });
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not read the photos of “Lamp”, so nothing was exported. Check your connection and try again.',
    );
    warn.mockRestore();
    expect(download).not.toHaveBeenCalled();
  });

  it('a failed read says so and downloads nothing', async () => {
    const listings = fakeListingsPort();
    listings.subscribe.mockImplementation((onChange) => {
      onChange({ listings: [], loading: false, error: 'Could not load your listings.', fromCache: false });
      return jest.fn();
    });
    const { user } = renderProfile({ listings });
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your listings.');
    expect(download).not.toHaveBeenCalled();
  });

  it('without a listings port there is nothing to export', () => {
    renderProfile({ listings: null });
    expect(screen.queryByRole('button', { name: 'Export my data' })).not.toBeInTheDocument();
  });
});
