import type { SavedListing } from '@snap/shared';
import { csvCell, exportFileName, listingsToCsv, listingsToJson } from '../exportFormat';

const listing = (over: Partial<SavedListing> = {}): SavedListing => ({
  id: 'l1',
  itemName: 'Desk lamp',
  title: 'Vintage brass desk lamp',
  description: 'Works, "like new", one scratch.\nPickup only.',
  brandName: 'Anglepoise',
  category: 'Home',
  condition: 'good',
  keywords: ['lamp', 'brass'],
  price: 45,
  priceRange: { min: 30, max: 60 },
  confidence: 80,
  comparableItems: [],
  thumbnail: 'data:image/jpeg;base64,AAAA',
  sharedTo: ['ebay', 'mercari'],
  createdAt: Date.UTC(2026, 10, 20, 9, 30),
  updatedAt: Date.UTC(2026, 10, 21, 10, 0),
  ...over,
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@handle', "'@handle"],
    [42.5, '42.5'],
    [-3, '-3'],
  ])('%p → %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('listingsToCsv', () => {
  it('writes a header row and one quoted row per listing, CRLF line ends', () => {
    const lines = listingsToCsv([
      listing({ productCode: '012345678905' }),
      listing({ id: 'l2', brandName: undefined, keywords: [], sharedTo: [] }),
    ]).split('\r\n');
    expect(lines[0]).toBe(
      'id,item_name,title,description,brand,model,product_code,category,condition,price_usd,price_min_usd,price_max_usd,confidence,keywords,status,shared_to,listed_at,links,sold_price_usd,sold_on,sold_date,removed_from,created_at,updated_at',
    );
    // Saved before statuses were kept, and shared: listed.
    expect(lines[1]).toBe(
      'l1,Desk lamp,Vintage brass desk lamp,"Works, ""like new"", one scratch.\nPickup only.",Anglepoise,,012345678905,Home,good,45,30,60,80,lamp; brass,listed,ebay; mercari,,,,,,,2026-11-20T09:30:00.000Z,2026-11-21T10:00:00.000Z',
    );
    expect(lines[2]).toBe(
      'l2,Desk lamp,Vintage brass desk lamp,"Works, ""like new"", one scratch.\nPickup only.",,,,Home,good,45,30,60,80,,draft,,,,,,,,2026-11-20T09:30:00.000Z,2026-11-21T10:00:00.000Z',
    );
    expect(lines[3]).toBe('');
  });

  it('carries the status, where it was listed with its links, the sale and the checklist ticks', () => {
    const sold = listing({
      description: 'Works.',
      status: 'sold',
      // Mercari was listed before its time was kept: no date for it.
      listedAt: { ebay: Date.UTC(2026, 10, 24, 18, 5) },
      links: { ebay: 'https://www.ebay.com/itm/1' },
      sold: { price: 40.5, marketplace: 'ebay', date: '2026-11-25' },
      delistedFrom: ['mercari'],
    });
    const [header, row] = listingsToCsv([sold]).split('\r\n');
    const cells = Object.fromEntries(header.split(',').map((name, i) => [name, row.split(',')[i]]));
    expect(cells).toMatchObject({
      status: 'sold',
      shared_to: 'ebay; mercari',
      listed_at: 'ebay 2026-11-24T18:05:00.000Z',
      links: 'ebay https://www.ebay.com/itm/1',
      sold_price_usd: '40.5',
      sold_on: 'ebay',
      sold_date: '2026-11-25',
      removed_from: 'mercari',
    });
  });

  it('is only the header for no listings', () => {
    expect(listingsToCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('listingsToJson', () => {
  it('wraps every field of every listing in a versioned envelope', () => {
    const parsed = JSON.parse(listingsToJson([listing()], new Date(Date.UTC(2026, 10, 23, 8))));
    expect(parsed).toEqual({
      format: 'snap-price-sell/listings',
      version: 1,
      exportedAt: '2026-11-23T08:00:00.000Z',
      listings: [{ ...listing(), status: 'listed', photos: [] }],
    });
  });

  it('carries each listing’s photos, in order', () => {
    const photos = new Map([[listing().id, ['data:image/jpeg;base64,/9j/AA==', 'data:image/jpeg;base64,/9j/AB==']]]);
    const parsed = JSON.parse(listingsToJson([listing()], new Date(), photos));
    expect(parsed.listings[0].photos).toEqual(['data:image/jpeg;base64,/9j/AA==', 'data:image/jpeg;base64,/9j/AB==']);
  });

  it('carries the status, the sale and the ticks of a sold listing', () => {
    const sale = { price: 40, marketplace: 'ebay', date: '2026-11-25' } as const;
    const parsed = JSON.parse(
      listingsToJson([listing({ status: 'sold', sold: sale, delistedFrom: ['mercari'] })], new Date()),
    );
    expect(parsed.listings[0]).toMatchObject({ status: 'sold', sharedTo: ['ebay', 'mercari'], sold: sale });
  });
});

describe('exportFileName', () => {
  it('names the file after the day', () => {
    expect(exportFileName('csv', new Date(Date.UTC(2026, 0, 5, 12)))).toBe('snap-price-sell-listings-2026-01-05.csv');
    expect(exportFileName('json', new Date(Date.UTC(2026, 0, 5, 12)))).toBe('snap-price-sell-listings-2026-01-05.json');
  });
});
