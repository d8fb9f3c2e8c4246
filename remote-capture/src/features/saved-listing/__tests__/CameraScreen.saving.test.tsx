import { act, screen, waitFor } from '@testing-library/react';
import type { SavedListing } from '@snap/shared';
import { listingPath } from '@snap/shared/contracts';
import { SAVED_LISTING, makeEstimate, makeItem } from '../../../testing/fixtures';
import {
  SIGNED_IN,
  fakeListings,
  renderCamera,
  renderCameraResults,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';
import { LISTING_NOT_FOUND } from '../hooks/useOpenListing';
import { LISTING_SAVE_FAILED } from '../hooks/useListingSync';

setUpCameraScreenTests();

describe('camera screen: saving a signed-in seller’s result', () => {
  it('saves the result once, with the photos, and says so', async () => {
    const listings = fakeListings();
    await renderCameraResults({ user: SIGNED_IN, listings });
    expect(await screen.findByText('Saved to your listings')).toBeInTheDocument();
    expect(listings.save).toHaveBeenCalledTimes(1);
    const [listing, photos] = listings.save.mock.calls[0];
    expect(listing).toMatchObject({
      itemName: 'Trail Running Shoes',
      title: 'Salomon Trail Running Shoes - $85',
      description: makeItem().description,
      brandName: 'Salomon',
      modelNumber: 'XA Pro 3D',
      condition: 'like-new',
      price: 85,
      priceRange: { min: 60, max: 110 },
      confidence: 82,
      comparableItems: makeEstimate().comparableItems,
    });
    expect(photos).toHaveLength(1);
  });

  it('keeps the note’s line from the moment the result shows: the save landing moves nothing under it', async () => {
    const listings = fakeListings();
    let land!: (id: string) => void;
    listings.save.mockImplementationOnce(() => new Promise<string>((resolve) => (land = resolve)));
    await renderCameraResults({ user: SIGNED_IN, listings });
    const line = screen.getByTestId('saved-note');
    expect(line).toBeEmptyDOMElement();
    expect(line).toHaveAttribute('aria-hidden', 'true');
    // Nothing was put above it in the meantime: it is the panel's first part.
    expect(line.compareDocumentPosition(screen.getByRole('heading', { name: 'Trail Running Shoes' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await act(async () => land('l1'));
    // The same line, now saying it: no new node above the results.
    expect(screen.getByTestId('saved-note')).toBe(line);
    expect(line).toHaveTextContent('Saved to your listings');
    expect(line).not.toHaveAttribute('aria-hidden');
  });

  it('starts the save in the commit that shows the result, before the browser paints it', async () => {
    const listings = fakeListings();
    let savedWhenShown: number | undefined;
    const shown = new MutationObserver(() => {
      if (savedWhenShown === undefined && screen.queryByRole('heading', { name: 'Trail Running Shoes' }))
        savedWhenShown = listings.save.mock.calls.length;
    });
    shown.observe(document.body, { childList: true, subtree: true });
    await renderCameraResults({ user: SIGNED_IN, listings });
    shown.disconnect();
    // The observer runs after the commit's layout effects, in the same task: the save had begun.
    expect(savedWhenShown).toBe(1);
  });

  it('writes a saved name edit to the listing, and the title follows', async () => {
    const listings = fakeListings();
    const { user } = await renderCameraResults({ user: SIGNED_IN, listings });
    await screen.findByText('Saved to your listings');
    await user.click(screen.getByRole('button', { name: 'Edit item name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Item name' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'XA Pro{Enter}');
    await waitFor(() =>
      expect(listings.update).toHaveBeenCalledWith('l1', { itemName: 'XA Pro', title: 'Salomon XA Pro - $85' }),
    );
    expect(listings.save).toHaveBeenCalledTimes(1);
  });

  it('shares with the listing id, so the share is recorded on it', async () => {
    const listings = fakeListings();
    const { user, share } = await renderCameraResults({ user: SIGNED_IN, listings });
    await screen.findByText('Saved to your listings');
    await user.click(screen.getByRole('button', { name: /Smart Share/ }));
    expect(share.openShare).toHaveBeenCalledWith(expect.objectContaining({ listingId: 'l1' }));
  });

  it('saves nothing for an anonymous visitor', async () => {
    const listings = fakeListings();
    await renderCameraResults({ user: null, listings });
    expect(screen.queryByText('Saved to your listings')).not.toBeInTheDocument();
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('shows a readable error when the save fails, and keeps the result', async () => {
    const listings = fakeListings();
    listings.save.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await renderCameraResults({ user: SIGNED_IN, listings });
    expect(await screen.findByRole('alert')).toHaveTextContent(LISTING_SAVE_FAILED);
    expect(screen.getByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
  });
});

describe('camera screen: opening a saved listing', () => {
  it('shows its result without calling the AI, editable, and writes edits to it', async () => {
    const listings = fakeListings([SAVED_LISTING]);
    const { ai, user } = renderCamera({ user: SIGNED_IN, listings, path: listingPath('l9') });
    expect(await screen.findByRole('heading', { name: 'Old Camera' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent('$40');
    expect(screen.getByText('Film camera, works.')).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
    expect(listings.save).not.toHaveBeenCalled();
    expect(listings.getPhotos).toHaveBeenCalledWith('l9');
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Mint.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listings.update).toHaveBeenCalledWith('l9', { description: 'Mint.' }));
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('shows the evidence its price rested on, dated, with the listings opening on eBay', async () => {
    const withEvidence: SavedListing = {
      ...SAVED_LISTING,
      comparableItems: [
        { title: 'Canon AE-1', price: 42, platform: 'eBay', condition: 'Used', url: 'https://www.ebay.com/itm/123' },
      ],
      evidence: {
        source: 'ebay',
        kind: 'asking',
        count: 6,
        median: 42,
        low: 35,
        high: 50,
        fetchedAt: '2026-11-26T10:00:00.000Z',
        demo: false,
      },
      createdAt: Date.parse('2026-11-27T10:00:00.000Z'),
    };
    renderCamera({ user: SIGNED_IN, listings: fakeListings([withEvidence]), path: listingPath('l9') });
    const panel = await screen.findByRole('region', { name: 'eBay listings' });
    expect(panel).toHaveTextContent('Market data from Nov 26, 2026. Prices may have moved since.');
    expect(panel).toHaveTextContent('Based on 6 eBay listings of this item (asking prices): median $42');
    expect(screen.getByRole('link', { name: 'Canon AE-1 (opens eBay)' })).toHaveAttribute(
      'href',
      'https://www.ebay.com/itm/123',
    );
  });

  it('shows no evidence panel for a listing saved before the evidence was kept', async () => {
    renderCamera({ user: SIGNED_IN, listings: fakeListings([SAVED_LISTING]), path: listingPath('l9') });
    expect(await screen.findByRole('heading', { name: 'Old Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /eBay listings|AI estimate/ })).toBeNull();
    expect(screen.queryByText(/Market data from/)).toBeNull();
  });

  it('shows the full-size photos from the store, not the thumbnail', async () => {
    const listings = fakeListings([SAVED_LISTING]);
    listings.getPhotos.mockResolvedValue([new Blob(['front'], { type: 'image/jpeg' }), new Blob(['back'])]);
    renderCamera({ user: SIGNED_IN, listings, path: listingPath('l9') });
    expect(await screen.findByRole('button', { name: 'Select photo 2' })).toBeInTheDocument();
  });

  it('shows the listing with its thumbnail while its photos are slow to come, then the photos', async () => {
    const listings = fakeListings([SAVED_LISTING]);
    let arrive: (photos: Blob[]) => void = () => undefined;
    listings.getPhotos.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderCamera({ user: SIGNED_IN, listings, path: listingPath('l9') });
    expect(await screen.findByRole('heading', { name: 'Old Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select photo 2' })).toBeNull();
    arrive([new Blob(['front']), new Blob(['back']), new Blob(['label'])]);
    expect(await screen.findByRole('button', { name: 'Select photo 3' })).toBeInTheDocument();
  });

  it('keeps the thumbnail when the photos cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listings = fakeListings([SAVED_LISTING]);
    listings.getPhotos.mockRejectedValue(new Error('offline'));
    renderCamera({ user: SIGNED_IN, listings, path: listingPath('l9') });
    expect(await screen.findByRole('heading', { name: 'Old Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('thumbnail stands in'), expect.any(Error));
    warn.mockRestore();
  });

  it('says so when the listing is gone', async () => {
    renderCamera({ user: SIGNED_IN, listings: fakeListings(), path: listingPath('nope') });
    expect(await screen.findByRole('alert')).toHaveTextContent(LISTING_NOT_FOUND);
  });
});
