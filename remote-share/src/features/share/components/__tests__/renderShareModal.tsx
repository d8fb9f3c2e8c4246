/**
 * Renders the modal through renderWithPorts (@snap/shared/testing), with fakes only at the ports:
 * browser adapters, the photo re-encoder, the listings port.
 */
import { useState } from 'react';
import { act } from '@testing-library/react';
import { fakeListingsPort, renderWithPorts } from '@snap/shared/testing';
import type { ListingsPort, SavedListing, ShareData } from '@snap/shared';
import { ShareAdaptersContext } from '../../service/ShareAdaptersContext';
import type { ShareAdapters } from '../../service/adapters';
import type { Reencoder } from '../../images/prepareShareFiles';
import { ShareModalView } from '../ShareModalView';
import { fakeAdapters } from '../../service/__tests__/fakeAdapters';

export const LISTING: ShareData = {
  title: 'Acme Brass Desk Lamp With Green Glass Shade - $45',
  description: 'Brass lamp from Dr. Jones. Works well. Minor scratches.',
  price: 45,
  condition: 'like-new',
  category: 'Home',
  tags: ['desk lamp', 'brass'],
  image: new Blob(['a'], { type: 'image/jpeg' }),
  images: [new Blob(['b'], { type: 'image/jpeg' })],
  listingId: 'listing-1',
};

/** LISTING as the seller's saved draft (the port's copy of it). */
export const SAVED: SavedListing = {
  id: 'listing-1',
  itemName: 'Acme Brass Desk Lamp',
  title: LISTING.title,
  description: LISTING.description,
  category: 'Home',
  condition: 'like-new',
  keywords: ['desk lamp', 'brass'],
  price: 45,
  priceRange: { min: 40, max: 50 },
  confidence: 80,
  comparableItems: [],
  sharedTo: [],
  status: 'draft',
  createdAt: 1,
  updatedAt: 1,
};

interface Options {
  adapters?: Partial<ShareAdapters>;
  reencoder?: Reencoder;
  data?: ShareData;
  /** The seller's saved listings (default: SAVED). */
  saved?: SavedListing[];
  update?: ListingsPort['update'];
}

export function renderShareModal({
  adapters: overrides = {},
  reencoder,
  data = LISTING,
  saved = [SAVED],
  update: updateWith,
}: Options = {}) {
  const fake = fakeAdapters(overrides);
  const port = fakeListingsPort(saved);
  const update = jest.fn(updateWith ?? port.update);
  const listings: ListingsPort = { ...port, update };
  const download = jest.fn();
  const onClose = jest.fn();
  const reencode = reencoder ?? jest.fn((blob: Blob) => Promise.resolve(blob));
  // setData hands the open modal new ShareData, as a re-render with an edited listing would.
  let setShown!: (next: ShareData) => void;
  function Modal() {
    const [shown, set] = useState(data);
    setShown = set;
    return <ShareModalView open onClose={onClose} data={shown} reencoder={reencode} download={download} />;
  }
  renderWithPorts(
    <ShareAdaptersContext.Provider value={fake.adapters}>
      <Modal />
    </ShareAdaptersContext.Provider>,
    { listings },
  );
  const setData = (next: ShareData) => act(() => setShown(next));
  return { ...fake, port, update, download, onClose, reencode, setData };
}
