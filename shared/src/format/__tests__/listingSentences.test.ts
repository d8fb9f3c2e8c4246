import type { SavedListing } from '../../listings/ListingsPort';
import { saleSentence, statusSentence, whereListed } from '../listingSentences';
import { sampleSavedListing } from '../../testing/sampleListing';

const listing = (overrides: Partial<SavedListing> = {}): SavedListing =>
  sampleSavedListing({ itemName: 'Lamp', title: 'Lamp - $45', description: '', ...overrides });

// Noon, so the day is the same in every time zone the tests run in.
const DEC_1_2026 = new Date(2026, 11, 1, 12).getTime();

describe('the sale, as a person writes it', () => {
  it('names the marketplace, or says elsewhere, and the day in the reader’s format', () => {
    const now = DEC_1_2026;
    expect(saleSentence({ price: 48, marketplace: 'elsewhere', date: '2026-11-28' }, { now })).toBe(
      'Sold for $48 elsewhere on Nov 28',
    );
    expect(saleSentence({ price: 40.5, marketplace: 'ebay', date: '2026-11-28' }, { now })).toBe(
      'Sold for $40.50 on eBay on Nov 28',
    );
  });

  it('gives the year of a sale in another year, and leaves the day out where a row has no room', () => {
    const sale = { price: 48, marketplace: 'mercari', date: '2025-11-28' } as const;
    expect(saleSentence(sale, { now: DEC_1_2026 })).toBe('Sold for $48 on Mercari on Nov 28, 2025');
    expect(saleSentence(sale, { day: false, now: DEC_1_2026 })).toBe('Sold for $48 on Mercari');
  });

  it('shows a stored day that is not one as written, rather than a wrong day', () => {
    expect(saleSentence({ price: 1, marketplace: 'elsewhere', date: '2026-02-30' }, { now: DEC_1_2026 })).toBe(
      'Sold for $1 elsewhere on 2026-02-30',
    );
  });

  it('follows the reader’s own date format (a British reader: day before month)', () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    const british = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation((locales, options) => new DateTimeFormat(locales ?? 'en-GB', options));
    try {
      jest.isolateModules(() => {
        // A fresh module: the formatters are made on first use, and these are made for en-GB.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('../listingSentences') as typeof import('../listingSentences');
        expect(
          fresh.saleSentence({ price: 48, marketplace: 'elsewhere', date: '2025-11-28' }, { now: DEC_1_2026 }),
        ).toBe('Sold for $48 elsewhere on 28 Nov 2025');
      });
    } finally {
      british.mockRestore();
    }
  });
});

describe('where a listing stands, in one line', () => {
  it('says where it is listed, with the day on each marketplace where that is known', () => {
    const NOV_26 = new Date(2026, 10, 26, 12).getTime();
    const listed = listing({ status: 'listed', sharedTo: ['ebay', 'mercari'], listedAt: { ebay: NOV_26 } });
    expect(whereListed(listed, DEC_1_2026)).toBe('eBay (Nov 26), Mercari');
    expect(statusSentence(listed, { now: DEC_1_2026 })).toBe('Listed on eBay (Nov 26), Mercari');
  });

  it('reads a draft, a sale with and without its day, and what an archived item was', () => {
    const sold = { price: 48, marketplace: 'elsewhere', date: '2026-11-28' } as const;
    const now = DEC_1_2026;
    expect(statusSentence(listing(), { now })).toBe('Draft');
    expect(statusSentence(listing({ status: 'sold', sold }), { now })).toBe('Sold for $48 elsewhere on Nov 28');
    expect(statusSentence(listing({ status: 'sold', sold }), { day: false, now })).toBe('Sold for $48 elsewhere');
    expect(statusSentence(listing({ status: 'archived', sharedTo: ['ebay'] }), { now })).toBe('Archived · was on eBay');
    expect(statusSentence(listing({ status: 'archived', sold }), { now })).toBe(
      'Archived · sold for $48 elsewhere on Nov 28',
    );
  });
});
