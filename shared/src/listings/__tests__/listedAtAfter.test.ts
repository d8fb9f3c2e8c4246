import { listedAtAfter, listedOnEdit } from '../listingStatus';

const NOW = Date.UTC(2026, 10, 27);
const NOV_26 = Date.UTC(2026, 10, 26);

describe('listedAtAfter: when a listing was listed where, after the seller ticks where it is', () => {
  it.each([
    ['a marketplace added is listed now', { sharedTo: [] }, ['ebay'], { ebay: NOW }],
    [
      'a marketplace kept keeps its time',
      { sharedTo: ['ebay'], listedAt: { ebay: NOV_26 } },
      ['ebay', 'vinted'],
      { ebay: NOV_26, vinted: NOW },
    ],
    [
      'a marketplace taken off loses its time',
      { sharedTo: ['ebay', 'vinted'], listedAt: { ebay: NOV_26, vinted: NOV_26 } },
      ['vinted'],
      { vinted: NOV_26 },
    ],
    ['an older listing keeps a marketplace without a time', { sharedTo: ['ebay'] }, ['ebay', 'depop'], { depop: NOW }],
    ['nothing ticked, no times', { sharedTo: ['ebay'], listedAt: { ebay: NOV_26 } }, [], {}],
  ] as const)('%s', (_what, listing, on, expected) => {
    expect(listedAtAfter({ ...listing, sharedTo: [...listing.sharedTo] }, on, NOW)).toEqual(expected);
  });
});

describe('listedOnEdit: what the seller’s word that it is listed writes', () => {
  it('adds a confirmed marketplace with the time of the word, and a draft becomes listed', () => {
    expect(listedOnEdit({ sharedTo: [] }, ['craigslist'], NOW)).toEqual({
      sharedTo: ['craigslist'],
      listedAt: { craigslist: NOW },
      status: 'listed',
    });
  });

  it('keeps where it already was, with its times, and a sold item stays sold', () => {
    expect(
      listedOnEdit({ sharedTo: ['ebay'], listedAt: { ebay: NOV_26 }, status: 'sold' }, ['ebay', 'vinted'], NOW),
    ).toEqual({ sharedTo: ['ebay', 'vinted'], listedAt: { ebay: NOV_26, vinted: NOW }, status: 'sold' });
  });

  it('nothing ticked: a listed item is a draft again', () => {
    expect(listedOnEdit({ sharedTo: ['ebay'], status: 'listed' }, [], NOW)).toEqual({
      sharedTo: [],
      listedAt: {},
      status: 'draft',
    });
  });
});
