import { screen, within } from '@testing-library/react';
import { fakeListingsPort, renderWithPorts, sampleSavedListing } from '@snap/shared/testing';
import { PATHS } from '@snap/shared/contracts';
import type { SavedListing } from '@snap/shared';
import { Dashboard } from '../components/Dashboard';
import { elsewhere, manageLink, today } from '../components/ListingStatusDialog';
import { statusSentence } from '@snap/shared/format';

const listing = (id: string, overrides: Partial<SavedListing> = {}): SavedListing =>
  sampleSavedListing({ id, itemName: `Lamp ${id}`, title: `Lamp ${id} - $45`, description: '', ...overrides });

function showHistory(listings: SavedListing[]) {
  const port = fakeListingsPort(listings);
  const view = renderWithPorts(<Dashboard />, {
    user: { uid: 'u', displayName: 'Ann', email: 'a@b.c', emailVerified: true },
    listings: port,
    route: PATHS.history,
    path: PATHS.dashboard,
  });
  return { port, user: view.user };
}

// Midday UTC: the same day in every time zone the tests run in.
const NOV_26 = new Date(new Date().getFullYear(), 10, 26, 12).getTime();
const NOV_27 = NOV_26 + 86_400_000;

const rows = () => within(screen.getByRole('list', { name: 'All items' })).queryAllByRole('listitem');
const stored = (port: ReturnType<typeof fakeListingsPort>, id: string) => port.listings().find((l) => l.id === id);

describe('History: status, where listed, and the filters', () => {
  it('shows each row’s status and where it is listed, and filters by status', async () => {
    const { user } = showHistory([
      listing('a', { sharedTo: ['ebay', 'mercari'], status: 'listed', listedAt: { ebay: NOV_26, mercari: NOV_27 } }),
      listing('b'),
      listing('c', {
        status: 'sold',
        sharedTo: ['ebay'],
        sold: { price: 40, marketplace: 'ebay', date: '2026-11-25' },
      }),
      // Saved before statuses were kept, shared: listed.
      listing('d', { sharedTo: ['craigslist'] }),
    ]);
    expect(rows().map((row) => within(row).getByTestId('listing-status').textContent)).toEqual([
      'Listed on eBay (Nov 26), Mercari (Nov 27)',
      'Draft',
      'Sold for $40 on eBay',
      'Listed on Craigslist',
    ]);
    const filters = screen.getByRole('group', { name: 'Show' });
    await user.click(within(filters).getByRole('button', { name: 'Listed' }));
    expect(within(filters).getByRole('button', { name: 'Listed' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Lamp a'),
      expect.stringContaining('Lamp d'),
    ]);
    await user.click(within(filters).getByRole('button', { name: 'Archived' }));
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No archived items')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(rows()).toHaveLength(4);
  });
});

describe('the status dialog', () => {
  it('lists a draft by hand on two marketplaces with a link, refusing a link on another site', async () => {
    const { port, user } = showHistory([listing('a')]);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Manage Lamp a' }));
    // The dialog is its own chunk, loaded on the first Manage.
    await screen.findByRole('dialog');
    const dialog = screen.getByRole('dialog', { name: 'Lamp a' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Draft');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed on eBay' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed on Craigslist' }));
    const ebayLink = within(dialog).getByRole('textbox', { name: 'eBay listing link (optional)' });
    await user.type(ebayLink, 'https://evil.example/itm/1');
    await user.click(within(dialog).getByRole('button', { name: 'Save where it is listed' }));
    expect(within(dialog).getByText("Paste the listing's https address on ebay.com")).toBeInTheDocument();
    expect(stored(port, 'a')).toMatchObject({ sharedTo: [] });
    await user.clear(ebayLink);
    await user.type(ebayLink, ' https://www.ebay.com/itm/123 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save where it is listed' }));
    expect(stored(port, 'a')).toMatchObject({
      status: 'listed',
      sharedTo: ['ebay', 'craigslist'],
      links: { ebay: 'https://www.ebay.com/itm/123' },
    });
    const { listedAt } = stored(port, 'a')!;
    expect(Object.keys(listedAt ?? {})).toEqual(['ebay', 'craigslist']);
    expect(listedAt?.ebay).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows when it was listed on each marketplace, and a marketplace taken off loses its day', async () => {
    const { port, user } = showHistory([
      listing('a', { status: 'listed', sharedTo: ['ebay', 'mercari'], listedAt: { ebay: NOV_26, mercari: NOV_27 } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Manage Lamp a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lamp a' });
    expect(within(dialog).getByText('Listed Nov 26')).toBeInTheDocument();
    expect(within(dialog).getByText('Listed Nov 27')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed on eBay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save where it is listed' }));
    expect(stored(port, 'a')).toMatchObject({ sharedTo: ['mercari'], listedAt: { mercari: NOV_27 } });
    expect(stored(port, 'a')?.listedAt).not.toHaveProperty('ebay');
    expect(within(rows()[0]).getByTestId('listing-status')).toHaveTextContent('Listed on Mercari (Nov 27)');
  });

  it('marks an item sold (price, marketplace, date), then lists every other marketplace to remove it from', async () => {
    const { port, user } = showHistory([
      listing('a', {
        status: 'listed',
        sharedTo: ['ebay', 'mercari', 'craigslist'],
        links: { craigslist: 'https://sfbay.craigslist.org/sfc/for/d/lamp/1.html' },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Manage Lamp a' }));
    // The dialog is its own chunk, loaded on the first Manage.
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Mark as sold…' }));
    const form = screen.getByRole('dialog', { name: 'Mark Lamp a as sold' });
    const price = within(form).getByRole('spinbutton', { name: 'Sold for ($)' });
    expect(price).toHaveValue(45);
    expect(within(form).getByRole('combobox', { name: 'Sold on' })).toHaveValue('ebay');
    expect(within(form).getByLabelText(/Date sold/)).toHaveValue(today());
    await user.clear(price);
    await user.type(price, '-3');
    await user.click(within(form).getByRole('button', { name: 'Mark as sold' }));
    expect(within(form).getByText('Enter the price it sold for, from $0.01 to $1,000,000')).toBeInTheDocument();
    // $0 is not a sale ('Sold for $0').
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(form).getByRole('button', { name: 'Mark as sold' }));
    expect(within(form).getByText('Enter the price it sold for, from $0.01 to $1,000,000')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '40.5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sold on' }), 'mercari');
    const date = within(form).getByLabelText(/Date sold/);
    // A sale cannot be dated after today.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.clear(date);
    await user.type(date, today(tomorrow));
    await user.click(within(form).getByRole('button', { name: 'Mark as sold' }));
    expect(within(form).getByText('Choose the day it sold, today or before')).toBeInTheDocument();
    expect(stored(port, 'a')).not.toHaveProperty('sold');
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.click(within(form).getByRole('button', { name: 'Mark as sold' }));
    expect(stored(port, 'a')).toMatchObject({
      status: 'sold',
      sold: { price: 40.5, marketplace: 'mercari', date: '2026-11-25' },
      delistedFrom: [],
    });

    const dialog = screen.getByRole('dialog', { name: 'Lamp a' });
    // The sale's day through the app's one date formatter (a US English reader here), its year
    // only when it is not this one.
    const year = new Date().getFullYear() === 2026 ? '' : ', 2026';
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Sold for $40.50 on Mercari on Nov 25${year}`);
    const checklist = within(dialog).getByRole('list', { name: 'Marketplaces to remove it from' });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name') ?? ''),
    ).toHaveLength(2);
    expect(within(checklist).getByRole('link', { name: 'Open eBay in a new tab' })).toHaveAttribute(
      'href',
      'https://www.ebay.com/sh/lst/active',
    );
    // The listing's own page where the seller pasted it.
    expect(within(checklist).getByRole('link', { name: 'Open Craigslist in a new tab' })).toHaveAttribute(
      'href',
      'https://sfbay.craigslist.org/sfc/for/d/lamp/1.html',
    );
    expect(within(checklist).queryByRole('link', { name: /Mercari/ })).not.toBeInTheDocument();
    await user.click(within(checklist).getByRole('checkbox', { name: 'Removed from eBay' }));
    expect(stored(port, 'a')).toMatchObject({ delistedFrom: ['ebay'] });
    expect(within(checklist).getByRole('checkbox', { name: 'Removed from eBay' })).toBeChecked();
    expect(within(checklist).getByRole('checkbox', { name: 'Removed from Craigslist' })).not.toBeChecked();
  });

  it('archives an item, and brings an archived sold item back as sold', async () => {
    const sold = { price: 40, marketplace: 'elsewhere', date: '2026-11-25' } as const;
    const { port, user } = showHistory([listing('a'), listing('b', { status: 'archived', sold })]);
    await user.click(screen.getByRole('button', { name: 'Manage Lamp a' }));
    // The dialog is its own chunk, loaded on the first Manage.
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(stored(port, 'a')).toMatchObject({ status: 'archived' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Manage Lamp b' }));
    // The dialog is its own chunk, loaded on the first Manage.
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(stored(port, 'b')).toMatchObject({ status: 'sold', sold });
  });

  it('takes a sale off when it was not sold after all, back to listed', async () => {
    const { port, user } = showHistory([
      listing('a', { status: 'sold', sharedTo: ['ebay'], sold: { price: 1, marketplace: 'ebay', date: '2026-11-25' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Manage Lamp a' }));
    // The dialog is its own chunk, loaded on the first Manage.
    await screen.findByRole('dialog');
    expect(screen.getByText('It was not listed anywhere else.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not sold after all' }));
    expect(stored(port, 'a')).toMatchObject({ status: 'listed' });
    expect(stored(port, 'a')).not.toHaveProperty('sold');
  });
});

describe('status helpers', () => {
  it('names the marketplaces to remove a sold item from, and where each opens', () => {
    const sold = listing('a', {
      sharedTo: ['ebay', 'mercari', 'vinted'],
      sold: { price: 1, marketplace: 'ebay', date: '2026-11-25' },
      links: { vinted: 'https://www.vinted.com/items/1-lamp' },
    });
    expect(elsewhere(sold)).toEqual(['mercari', 'vinted']);
    expect(manageLink(sold, 'mercari')).toBe('https://www.mercari.com/mypage/listings/active/');
    expect(manageLink(sold, 'vinted')).toBe('https://www.vinted.com/items/1-lamp');
  });

  it('says where a row stands, with the day it was listed on each marketplace where that is known', () => {
    const row = (of: SavedListing) => statusSentence(of, { day: false });
    expect(row(listing('a', { status: 'archived', sharedTo: ['ebay'] }))).toBe('Archived · was on eBay');
    const lastYear = new Date(new Date().getFullYear() - 1, 10, 26, 12);
    expect(row(listing('a', { sharedTo: ['ebay'], listedAt: { ebay: lastYear.getTime() } }))).toBe(
      `Listed on eBay (Nov 26, ${lastYear.getFullYear()})`,
    );
    expect(row(listing('a'))).toBe('Draft');
    expect(
      row(listing('a', { status: 'sold', sold: { price: 40, marketplace: 'elsewhere', date: '2026-11-25' } })),
    ).toBe('Sold for $40 elsewhere');
  });

  it('gives today as a date input does', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
