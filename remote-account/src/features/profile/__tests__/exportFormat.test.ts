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
      listing(),
      listing({ id: 'l2', brandName: undefined, keywords: [], sharedTo: [] }),
    ]).split('\r\n');
    expect(lines[0]).toBe(
      'id,item_name,title,description,brand,model,category,condition,price_usd,price_min_usd,price_max_usd,confidence,keywords,shared_to,created_at,updated_at',
    );
    expect(lines[1]).toBe(
      'l1,Desk lamp,Vintage brass desk lamp,"Works, ""like new"", one scratch.\nPickup only.",Anglepoise,,Home,good,45,30,60,80,lamp; brass,ebay; mercari,2026-11-20T09:30:00.000Z,2026-11-21T10:00:00.000Z',
    );
    expect(lines[2]).toBe(
      'l2,Desk lamp,Vintage brass desk lamp,"Works, ""like new"", one scratch.\nPickup only.",,,Home,good,45,30,60,80,,,2026-11-20T09:30:00.000Z,2026-11-21T10:00:00.000Z',
    );
    expect(lines[3]).toBe('');
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
      listings: [listing()],
    });
  });
});

describe('exportFileName', () => {
  it('names the file after the day', () => {
    expect(exportFileName('csv', new Date(Date.UTC(2026, 0, 5, 12)))).toBe('snap-price-sell-listings-2026-01-05.csv');
    expect(exportFileName('json', new Date(Date.UTC(2026, 0, 5, 12)))).toBe('snap-price-sell-listings-2026-01-05.json');
  });
});
