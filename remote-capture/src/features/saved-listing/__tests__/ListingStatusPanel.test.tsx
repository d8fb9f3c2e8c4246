import { act, screen, within } from '@testing-library/react';
import { fakeListingsPort } from '@snap/shared/testing';
import { listingPath } from '@snap/shared/contracts';
import type { ManageListingPort, SavedListing } from '@snap/shared';
import { SIGNED_IN, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();

// Noon, so the day is the same in every time zone the tests run in.
const NOV_26 = new Date(new Date().getFullYear(), 10, 26, 12).getTime();

const TABLE: SavedListing = {
  id: 'l7',
  itemName: 'Teak side table',
  title: 'Teak side table - $60',
  description: 'Solid teak.',
  category: 'Home & Garden',
  condition: 'good',
  keywords: ['teak'],
  price: 60,
  priceRange: { min: 40, max: 80 },
  confidence: 80,
  comparableItems: [],
  sharedTo: ['craigslist'],
  listedAt: { craigslist: NOV_26 },
  status: 'listed',
  createdAt: 1,
  updatedAt: 1,
};

const fakeManage = () => ({ openManage: jest.fn<void, Parameters<ManageListingPort['openManage']>>() });

async function openSaved(listing: SavedListing, manageListing: ManageListingPort | null = fakeManage()) {
  const listings = fakeListingsPort([listing]);
  const view = renderCamera({ user: SIGNED_IN, listings, manageListing, path: listingPath(listing.id) });
  const section = await screen.findByRole('region', { name: 'Listing status' }, { timeout: 10_000 });
  return { ...view, listings, section };
}

describe('a saved listing’s own screen: where it stands, Mark as sold and where it is listed', () => {
  it('says where it is listed, and opens the Manage dialog at Mark as sold or at its overview', async () => {
    const manage = fakeManage();
    const { section, user } = await openSaved(TABLE, manage);
    expect(within(section).getByTestId('listing-status')).toHaveTextContent('Listed on Craigslist (Nov 26)');
    await user.click(within(section).getByRole('button', { name: 'Mark as sold…' }));
    expect(manage.openManage).toHaveBeenLastCalledWith('l7', 'sell');
    await user.click(within(section).getByRole('button', { name: 'Where it is listed…' }));
    expect(manage.openManage).toHaveBeenLastCalledWith('l7');
  });

  it('shows the sale the dialog writes, as a person writes it, and then offers Manage', async () => {
    const { section, listings } = await openSaved(TABLE);
    // What the Manage dialog's Mark as sold writes, through the same port.
    await act(() =>
      listings.update('l7', {
        status: 'sold',
        sold: { price: 48, marketplace: 'elsewhere', date: `${new Date().getFullYear()}-11-28` },
        delistedFrom: [],
      }),
    );
    expect(await within(section).findByText('Sold for $48 elsewhere on Nov 28')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mark as sold…' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Manage…' })).toBeInTheDocument();
  });

  it('gives the sale’s year when it was not this year', async () => {
    const sold: SavedListing = {
      ...TABLE,
      status: 'sold',
      sold: { price: 55, marketplace: 'craigslist', date: '2019-11-28' },
    };
    const { section } = await openSaved(sold);
    expect(within(section).getByTestId('listing-status')).toHaveTextContent(
      'Sold for $55 on Craigslist on Nov 28, 2019',
    );
  });

  it('says where it stands without the buttons where nothing provides the dialog (a standalone shell)', async () => {
    const { section } = await openSaved({ ...TABLE, status: 'draft', sharedTo: [], listedAt: {} }, null);
    expect(within(section).getByTestId('listing-status')).toHaveTextContent('Draft');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
