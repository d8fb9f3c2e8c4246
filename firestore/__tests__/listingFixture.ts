/** Listing documents for the rules tests: the fields firestore.rules expects, without the timestamps. */
export const THUMBNAIL_MAX = 200 * 1024;

export function listing(): Record<string, unknown> {
  return {
    itemName: 'Desk lamp',
    title: 'Vintage brass desk lamp',
    description: 'A brass desk lamp in working order.',
    brandName: 'Anglepoise',
    modelNumber: '1227',
    category: 'Home & Garden',
    condition: 'good',
    keywords: ['lamp', 'brass', 'vintage'],
    price: 45,
    estimatedPrice: 50,
    shipping: 8.5,
    priceRange: { min: 30, max: 60 },
    confidence: 80,
    comparableItems: [{ title: 'Brass lamp', price: 40, platform: 'eBay', condition: 'used' }],
    thumbnail:
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    sharedTo: [],
  };
}

/** Every field at its limit. */
export function longest(): Record<string, unknown> {
  const prefix = 'data:image/jpeg;base64,';
  return {
    itemName: 'i'.repeat(200),
    title: 't'.repeat(200),
    description: 'd'.repeat(5000),
    brandName: 'b'.repeat(200),
    modelNumber: 'm'.repeat(200),
    category: 'c'.repeat(200),
    keywords: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(60, 'k')),
    comparableItems: Array.from({ length: 15 }, (_, i) => ({
      title: `${i}`.padEnd(200, 't'),
      price: i,
      platform: 'p'.repeat(100),
      condition: 'c'.repeat(100),
    })),
    thumbnail: prefix + 'A'.repeat(THUMBNAIL_MAX - prefix.length),
    sharedTo: ['facebook', 'instagram', 'offerup', 'mercari', 'craigslist', 'vinted', 'depop', 'poshmark', 'ebay'],
    confidence: 100,
    priceRange: { min: 1000000, max: 1000000 },
    price: 1000000,
    estimatedPrice: 1000000,
    shipping: 1000000,
  };
}
