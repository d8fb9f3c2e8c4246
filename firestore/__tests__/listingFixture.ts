/** Listing documents for the rules tests: the fields firestore.rules expects, without the timestamps. */
export const THUMBNAIL_MAX = 200 * 1024;
/** The most comparable items a listing may hold (as many as an estimate carries). */
export const COMPARABLES_MAX = 10;
/** A listing page on eBay at its longest: 300 characters after /itm/. */
export const LONGEST_EBAY_URL = `https://www.ebay.com/itm/${'9'.repeat(300)}`;

/** Every marketplace of the catalogue, in its order. */
export const MARKETPLACE_IDS = [
  'facebook',
  'instagram',
  'offerup',
  'mercari',
  'craigslist',
  'vinted',
  'depop',
  'poshmark',
  'ebay',
] as const;
/** The catalogue domains (shared/src/marketplaces.ts), as firestore.rules accepts a listing's link on. */
export const DOMAINS: Record<(typeof MARKETPLACE_IDS)[number], string> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  offerup: 'offerup.com',
  mercari: 'mercari.com',
  craigslist: 'craigslist.org',
  vinted: 'vinted.com',
  depop: 'depop.com',
  poshmark: 'poshmark.com',
  ebay: 'ebay.com',
};
/** A listing's link at its longest on a marketplace: 300 characters after the host, on a subdomain. */
export const longestLink = (id: (typeof MARKETPLACE_IDS)[number]) => `https://www.${DOMAINS[id]}/${'9'.repeat(300)}`;

/** The market evidence of an estimate resting on eBay listings. */
export function ebayEvidence(): Record<string, unknown> {
  return {
    source: 'ebay',
    kind: 'asking',
    count: 12,
    median: 42,
    low: 35,
    high: 55,
    fetchedAt: '2026-11-26T10:00:00.000Z',
    demo: false,
  };
}

export function listing(): Record<string, unknown> {
  return {
    itemName: 'Desk lamp',
    title: 'Vintage brass desk lamp',
    description: 'A brass desk lamp in working order.',
    brandName: 'Anglepoise',
    modelNumber: '1227',
    productCode: '012345678905',
    category: 'Home & Garden',
    condition: 'good',
    keywords: ['lamp', 'brass', 'vintage'],
    price: 45,
    estimatedPrice: 50,
    shipping: 8.5,
    priceRange: { min: 30, max: 60 },
    confidence: 80,
    comparableItems: [
      { title: 'Brass lamp', price: 40, platform: 'eBay', condition: 'used', url: 'https://www.ebay.com/itm/1234' },
    ],
    evidence: ebayEvidence(),
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
    productCode: '9780316030571',
    category: 'c'.repeat(200),
    keywords: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(60, 'k')),
    comparableItems: Array.from({ length: COMPARABLES_MAX }, (_, i) => ({
      title: `${i}`.padEnd(200, 't'),
      price: i,
      platform: 'p'.repeat(100),
      condition: 'c'.repeat(100),
      url: LONGEST_EBAY_URL,
    })),
    evidence: {
      source: 'ebay',
      kind: 'asking',
      count: 10000,
      median: 1000000,
      low: 1000000,
      high: 1000000,
      fetchedAt: '2026-11-26T10:00:00.123456789+05:30',
      demo: true,
      query: 'q'.repeat(100),
    },
    thumbnail: prefix + 'A'.repeat(THUMBNAIL_MAX - prefix.length),
    sharedTo: [...MARKETPLACE_IDS],
    confidence: 100,
    priceRange: { min: 1000000, max: 1000000 },
    price: 1000000,
    estimatedPrice: 1000000,
    shipping: 1000000,
  };
}

/**
 * The tracking fields, every one at its limit (an update writes them; a new
 * listing has none): archived after it sold, the status that reads the most.
 */
export function longestTracking(): Record<string, unknown> {
  return {
    status: 'archived',
    sold: { price: 1000000, marketplace: 'elsewhere', date: '2026-11-26' },
    links: Object.fromEntries(MARKETPLACE_IDS.map((id) => [id, longestLink(id)])),
    delistedFrom: [...MARKETPLACE_IDS],
  };
}
