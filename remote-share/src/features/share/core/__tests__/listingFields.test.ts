import { TITLE_LIMITS, type MarketplaceId, type ShareData } from '@snap/shared';
import { conditionLabel, formatPrice } from '@snap/shared/format';
import {
  hashtags,
  listingFields,
  listingText,
  plainPrice,
  shareDescription,
  titleFor,
  truncateTitle,
} from '../listingFields';

const LONG =
  'Vintage brass desk lamp with green glass shade, fully rewired, original switch, heavy base, ' +
  'perfect for a study desk or a bedside table in any room of the house - $45';

describe('titleFor: every marketplace limit (spec §9)', () => {
  it.each(Object.entries(TITLE_LIMITS) as [MarketplaceId | 'default', number][])(
    '%s cuts to %i ending in "..."',
    (marketplace, limit) => {
      const title = titleFor(LONG, marketplace);
      expect(title.length).toBeLessThanOrEqual(limit);
      expect(title.length).toBeGreaterThan(limit - 10);
      expect(title.endsWith('...')).toBe(true);
      expect(LONG.startsWith(title.slice(0, -3))).toBe(true);
    },
  );

  it.each([
    ['ebay', 80],
    ['facebook', 100],
    ['mercari', 40],
    ['poshmark', 50],
    ['craigslist', 70],
    ['offerup', 75],
    ['depop', 50],
    ['vinted', 60],
    ['instagram', 125],
  ] as const)('%s keeps a title of exactly %i characters whole', (marketplace, limit) => {
    const exact = 'x'.repeat(limit);
    expect(titleFor(exact, marketplace)).toBe(exact);
    expect(titleFor(`${exact}y`, marketplace)).toBe(`${'x'.repeat(limit - 3)}...`);
  });

  it('never splits an emoji', () => {
    const cut = truncateTitle(`${'a'.repeat(6)}😍😍😍`, 10);
    expect(cut).toBe('aaaaaa...');
    expect(truncateTitle('ab😍cdefgh', 7)).toBe('ab😍...');
  });
});

describe('shareDescription: first two sentences plus the condition', () => {
  it.each([
    [
      'Works great. Bought for $12.50. Pick up only.',
      'like-new',
      'Works great. Bought for $12.50. Condition: Like New.',
    ],
    ['Signed by Dr. Who. Rare find. Mint.', 'good', 'Signed by Dr. Who. Rare find. Condition: Good.'],
    ['One sentence only', 'fair', 'One sentence only Condition: Fair.'],
    ['', 'poor', 'Condition: Poor.'],
    ['Nice. Clean. Fast.', '', 'Nice. Clean.'],
  ])('%j (%s)', (description, condition, expected) => {
    expect(shareDescription(description, condition)).toBe(expected);
  });
});

describe('hashtags', () => {
  it.each([
    [
      ['desk lamp', 'vintage', 'mid century modern'],
      ['#desklamp', '#vintage', '#midcenturymodern'],
    ],
    [
      ['#already', ' spaced  out ', ''],
      ['#already', '#spacedout'],
    ],
    [['lamp', 'lamp'], ['#lamp']],
    [[], []],
  ])('%j', (tags, expected) => {
    expect(hashtags(tags)).toEqual(expected);
  });
});

describe('formatting', () => {
  it.each([
    [350, '$350', '350'],
    [12.5, '$12.50', '12.50'],
    [1200, '$1,200', '1200'],
  ])('%d', (amount, shown, plain) => {
    expect(formatPrice(amount)).toBe(shown);
    expect(plainPrice(amount)).toBe(plain);
  });

  it('labels conditions', () => {
    expect(conditionLabel('like-new')).toBe('Like New');
  });
});

const DATA: ShareData = {
  title: 'Acme Desk Lamp - $45',
  description: 'Brass lamp. Works well. Minor scratches.',
  price: 45,
  condition: 'good',
  category: 'Home',
  tags: ['desk lamp', 'brass'],
  url: 'http://localhost/camera?listing=abc',
};

describe('listing text', () => {
  it('has every field for copying', () => {
    expect(listingFields(DATA, 'mercari')).toEqual({
      title: 'Acme Desk Lamp - $45',
      description: 'Brass lamp. Works well. Condition: Good.',
      price: '45',
      condition: 'Good',
      tags: '#desklamp #brass',
    });
  });

  it('puts title, price, description, hashtags and the link in the complete listing', () => {
    expect(listingText(DATA, 'ebay')).toBe(
      [
        'Acme Desk Lamp - $45',
        'Price: $45',
        '',
        'Brass lamp. Works well. Condition: Good.',
        '',
        '#desklamp #brass',
        '',
        'http://localhost/camera?listing=abc',
      ].join('\n'),
    );
  });

  it('names the cover photo when several photos go with it', () => {
    expect(listingText(DATA, 'facebook', { photoCount: 3 })).toContain('Cover photo: photo 1 of 3 (item-image-1.jpg).');
    expect(listingText(DATA, 'facebook', { photoCount: 1 })).not.toContain('Cover photo');
  });
});
