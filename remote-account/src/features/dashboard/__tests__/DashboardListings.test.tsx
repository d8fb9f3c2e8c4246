import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithPorts } from '@snap/shared/testing';
import { PATHS, listingPath } from '@snap/shared/contracts';
import { RECENT_ROWS_KEY_PREFIX } from '../recentRows';
import type { ListingsPort, ListingsSnapshot, SavedListing } from '@snap/shared';
import { Dashboard } from '../components/Dashboard';
import { listingStats } from '../listingStats';
import { recentRowsFrom } from '../recentRows';

const listing = (n: number, overrides: Partial<SavedListing> = {}): SavedListing => ({
  id: `id${n}`,
  itemName: `Item ${n}`,
  title: `Item ${n} - $${n}`,
  description: '',
  category: 'Misc',
  condition: 'good',
  keywords: [],
  price: n,
  priceRange: { min: n, max: n },
  confidence: 50,
  comparableItems: [],
  sharedTo: [],
  // Noon where the test runs: the dashboard shows the reader's day, 'Nov 20, 2026' in every time zone.
  createdAt: new Date(2026, 10, 20, 12).getTime(),
  updatedAt: new Date(2026, 10, 20, 12).getTime(),
  ...overrides,
});

/** A port whose live list the test drives; remove and restore edit it like Firestore would. */
function fakePort(initial: SavedListing[]) {
  let listings = initial;
  let listener: ((s: ListingsSnapshot) => void) | undefined;
  const push = () => listener?.({ listings, loading: false, error: null, fromCache: false });
  const port = {
    subscribe: jest.fn((onChange: (s: ListingsSnapshot) => void) => {
      listener = onChange;
      push();
      return () => (listener = undefined);
    }),
    remove: jest.fn(async (id: string) => {
      listings = listings.filter((l) => l.id !== id);
      act(push);
    }),
    restore: jest.fn(async (l: SavedListing) => {
      listings = [l, ...listings];
      act(push);
    }),
  } as unknown as ListingsPort & { remove: jest.Mock; restore: jest.Mock };
  return port;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

const ANN = { uid: 'u', displayName: 'Ann', email: 'a@b.c', emailVerified: true };

function showDashboard(port: ListingsPort, route: string = PATHS.dashboard) {
  const camera = (
    <>
      <p>Camera</p>
      <Where />
    </>
  );
  const dashboard = (
    <>
      <Dashboard />
      <Where />
    </>
  );
  renderWithPorts(dashboard, {
    user: ANN,
    listings: port,
    route,
    path: PATHS.dashboard,
    routes: { [PATHS.camera]: camera },
  });
}

const ZERO = { itemsScanned: 0, totalValue: 0, listed: 0, sold: 0, earned: 0 };
const sale = (price: number) => ({ price, marketplace: 'ebay', date: '2026-11-25' }) as const;

describe('listingStats', () => {
  it.each([
    ['no listings', [], ZERO],
    ['two drafts', [listing(10), listing(25.5)], { ...ZERO, itemsScanned: 2, totalValue: 36 }],
    [
      'an older listing that was shared counts as listed',
      [listing(10, { sharedTo: ['ebay'] }), listing(5)],
      { ...ZERO, itemsScanned: 2, totalValue: 15, listed: 1 },
    ],
    [
      'sold items leave the value and add their sale price to the earnings',
      [
        listing(10, { status: 'listed', sharedTo: ['ebay'] }),
        listing(50, { status: 'sold', sharedTo: ['ebay'], sold: sale(42.5) }),
        listing(20, { status: 'sold', sold: sale(18) }),
      ],
      { itemsScanned: 3, totalValue: 10, listed: 1, sold: 2, earned: 60.5 },
    ],
    [
      'archived items count as scanned only, sold before or not',
      [listing(10, { status: 'archived' }), listing(30, { status: 'archived', sold: sale(30) }), listing(4)],
      { ...ZERO, itemsScanned: 3, totalValue: 4 },
    ],
  ])('%s', (_what, listings, expected) => expect(listingStats(listings)).toEqual(expected));
});

describe('dashboard with saved listings', () => {
  it('counts what is listed and sold, and what the sales earned', () => {
    showDashboard(
      fakePort([
        listing(3, { status: 'sold', sharedTo: ['ebay', 'mercari'], sold: sale(2.5) }),
        listing(2, { status: 'listed', sharedTo: ['ebay'] }),
        listing(1),
      ]),
    );
    expect(screen.getByRole('group', { name: 'Total Value' })).toHaveTextContent(/^Total Value\$3$/);
    expect(screen.getByRole('group', { name: 'Listed' })).toHaveTextContent(/^Listed1$/);
    expect(screen.getByRole('group', { name: 'Sold' })).toHaveTextContent(/^Sold1$/);
    expect(screen.getByRole('group', { name: 'Earned' })).toHaveTextContent(/^Earned\$2\.50$/);
  });

  it('counts the items and their value, and lists the latest with title, price and date', () => {
    showDashboard(fakePort([listing(3, { thumbnail: 'data:image/jpeg;base64,AA' }), listing(2), listing(1)]));
    expect(screen.getByRole('group', { name: 'Items Scanned' })).toHaveTextContent(/^Items Scanned3$/);
    expect(screen.getByRole('group', { name: 'Total Value' })).toHaveTextContent(/^Total Value\$6$/);
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).queryByText('No items scanned yet')).not.toBeInTheDocument();
    const rows = within(activity).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Item 3$3 · Nov 20, 2026',
      'Item 2$2 · Nov 20, 2026',
      'Item 1$1 · Nov 20, 2026',
    ]);
    expect(rows[0]).toHaveAttribute('href', listingPath('id3'));
  });

  it('shows at most 5 recent items', () => {
    showDashboard(fakePort(Array.from({ length: 8 }, (_, i) => listing(8 - i))));
    expect(within(screen.getByRole('list', { name: 'Latest items' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says the counters are coming while the first answer is on its way', () => {
    showDashboard({ subscribe: () => () => undefined } as unknown as ListingsPort);
    expect(screen.getByRole('group', { name: 'Items Scanned' })).toHaveTextContent('…');
    expect(screen.getByRole('progressbar', { name: 'Loading your listings' })).toBeInTheDocument();
    expect(screen.queryByText('No items scanned yet')).not.toBeInTheDocument();
  });

  describe('the room Recent Activity keeps while the listings load: no layout shift', () => {
    const remembered = () => localStorage.getItem(`${RECENT_ROWS_KEY_PREFIX}${ANN.uid}`);
    const loadingPort = { subscribe: () => () => undefined } as unknown as ListingsPort;
    afterEach(() => localStorage.clear());

    it('is the rows the seller saw last time, drawn grey, with the spinner for screen readers', () => {
      localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}${ANN.uid}`, '3');
      showDashboard(loadingPort);
      expect(screen.getByTestId('recent-activity-room')).toHaveAttribute('data-recent-rows', '3');
      expect(screen.getByRole('progressbar', { name: 'Loading your listings' })).toBeInTheDocument();
    });

    it("is the empty state's for a seller not seen before, or another seller's count", () => {
      localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}someone-else`, '4');
      showDashboard(loadingPort);
      expect(screen.getByTestId('recent-activity-room')).toHaveAttribute('data-recent-rows', '0');
    });

    it.each([
      [8, '5'],
      [2, '2'],
      [0, '0'],
    ])('is remembered once the listings answer: %i listings fill %s rows', (count, rows) => {
      showDashboard(fakePort(Array.from({ length: count }, (_, i) => listing(count - i))));
      expect(remembered()).toBe(rows);
    });

    it('is not remembered from a failed answer', () => {
      localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}${ANN.uid}`, '4');
      const failing = {
        subscribe: (onChange: (s: ListingsSnapshot) => void) => {
          onChange({ listings: [], loading: false, error: 'Could not load your listings', fromCache: false });
          return () => undefined;
        },
      } as unknown as ListingsPort;
      showDashboard(failing);
      expect(remembered()).toBe('4');
    });

    it.each([
      ['3', 3],
      ['0', 0],
      ['5', 5],
      ['6', 0],
      ['2.5', 0],
      ['-1', 0],
      ['rows', 0],
      [null, 0],
    ])('reads a stored %p as %i rows', (stored, rows) => {
      expect(recentRowsFrom(stored)).toBe(rows);
    });
  });

  it('opens an item from Recent Activity', async () => {
    showDashboard(fakePort([listing(1)]));
    await userEvent.click(screen.getByRole('link', { name: /Item 1/ }));
    expect(screen.getByTestId('address')).toHaveTextContent(listingPath('id1'));
  });
});

describe('history', () => {
  it('History opens the list of every listing, and Back returns', async () => {
    showDashboard(fakePort(Array.from({ length: 7 }, (_, i) => listing(7 - i))));
    await userEvent.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'All items' })).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(screen.getByRole('link', { name: '← Back to dashboard' }));
    expect(screen.getByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it('shows each whole name, so two items that begin alike can be told apart', () => {
    const names = [
      'Canon AE-1 Program 35mm Film Camera with 50mm Lens',
      'Canon AE-1 Program 35mm Film Camera Body Only',
    ];
    showDashboard(fakePort(names.map((itemName, i) => listing(i + 1, { itemName }))), PATHS.history);
    for (const name of names) {
      const title = screen.getByText(name);
      // MUI's noWrap cuts a line with an ellipsis; History's names wrap instead.
      expect(title).not.toHaveClass('MuiTypography-noWrap');
    }
  });

  it('shows 50 at a time past 50', async () => {
    showDashboard(fakePort(Array.from({ length: 60 }, (_, i) => listing(60 - i))), PATHS.history);
    const items = () => within(screen.getByRole('list', { name: 'All items' })).getAllByRole('listitem');
    expect(items()).toHaveLength(50);
    expect(items()[0]).toHaveTextContent('Item 60');
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(items()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  }, 30_000); // 60 MUI rows are slow in jsdom on a busy machine; 50 + 10 shows the paging.

  it('deletes a listing, and Undo puts it back', async () => {
    const port = fakePort([listing(2), listing(1)]);
    showDashboard(port, PATHS.history);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 2' }));
    expect(port.remove).toHaveBeenCalledWith('id2');
    expect(await screen.findByText('Deleted Item 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Item 2/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(port.restore).toHaveBeenCalledWith(expect.objectContaining({ id: 'id2', itemName: 'Item 2' }));
    expect(await screen.findByRole('link', { name: /Item 2/ })).toBeInTheDocument();
  });

  it('says so when a delete fails, and keeps the item', async () => {
    const port = fakePort([listing(1)]);
    port.remove.mockRejectedValueOnce(new Error('offline'));
    showDashboard(port, PATHS.history);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete this listing. Check your connection and try again.',
    );
    expect(screen.getByRole('link', { name: /Item 1/ })).toBeInTheDocument();
  });
});
