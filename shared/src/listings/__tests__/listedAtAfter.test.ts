import { listedAtAfter } from '../listingStatus';

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
