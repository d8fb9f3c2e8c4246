import { screen, within } from '@testing-library/react';
import { fakeListingsPort, renderWithPorts } from '@snap/shared/testing';
import type { ManageListingProps, SavedListing } from '@snap/shared';
import ManageListing from '../../../ManageListing';
import { today } from '../components/ListingStatusDialog';

const listing = (overrides: Partial<SavedListing> = {}): SavedListing => ({
  id: 'a',
  itemName: 'Teak side table',
  title: 'Teak side table - $60',
  description: '',
  category: 'Home',
  condition: 'good',
  keywords: [],
  price: 60,
  priceRange: { min: 40, max: 80 },
  confidence: 80,
  comparableItems: [],
  sharedTo: [],
  createdAt: 1,
  updatedAt: 1,
  ...overrides,
});

function open(props: Partial<ManageListingProps>, listings = [listing()]) {
  const port = fakeListingsPort(listings);
  const onClose = jest.fn();
  const view = renderWithPorts(<ManageListing open listingId="a" onClose={onClose} {...props} />, {
    user: { uid: 'u', displayName: 'Ann', email: 'a@b.c', emailVerified: true },
    listings: port,
  });
  return { port, onClose, user: view.user };
}

describe('ManageListing, the Manage dialog a listing’s own screen opens', () => {
  it('opens at Mark as sold, writes the sale through the port, and then shows it sold, with its day', async () => {
    const { port, user } = open({ step: 'sell' });
    const form = await screen.findByRole('dialog', { name: 'Mark Teak side table as sold' });
    await user.clear(within(form).getByRole('spinbutton', { name: 'Sold for ($)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Sold for ($)' }), '48');
    expect(within(form).getByRole('combobox', { name: 'Sold on' })).toHaveValue('elsewhere');
    await user.click(within(form).getByRole('button', { name: 'Mark as sold' }));
    expect(port.listings()[0]).toMatchObject({
      status: 'sold',
      sold: { price: 48, marketplace: 'elsewhere', date: today() },
    });
    // The dialog follows the live listing: sold, and nothing else to take it down from.
    const dialog = screen.getByRole('dialog', { name: 'Teak side table' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Sold for \$48 elsewhere on \w{3} \d{1,2}$/);
    expect(within(dialog).getByText('It was not listed anywhere else.')).toBeInTheDocument();
  });

  it('closes on Cancel when it was opened at Mark as sold, with nothing written', async () => {
    const { port, onClose, user } = open({ step: 'sell' });
    const form = await screen.findByRole('dialog', { name: 'Mark Teak side table as sold' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(port.listings()[0]).not.toHaveProperty('sold');
  });

  it('opens at its overview: where it is listed, saved through the port', async () => {
    const { port, onClose, user } = open({});
    const dialog = await screen.findByRole('dialog', { name: 'Teak side table' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Draft');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed on Craigslist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save where it is listed' }));
    expect(port.listings()[0]).toMatchObject({ status: 'listed', sharedTo: ['craigslist'] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the listing is not the seller’s any more', async () => {
    const { onClose, user } = open({}, []);
    const dialog = await screen.findByRole('dialog', { name: 'Listing not found' });
    expect(dialog).toHaveTextContent('It may have been deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
