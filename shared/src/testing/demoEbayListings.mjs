/**
 * The demo market's listings, pure (no Node or browser APIs): the local stack's eBay stand-in
 * (scripts/ebay-standin.mjs) answers searches with them, and the browser's demo AI (demoAiClient.ts)
 * prices its demo market data from the same ones. Made-up listings around the demo AI's sample
 * prices (demoAiSamples.mjs). Plain JavaScript, types in demoEbayListings.d.mts, for the same reason
 * as the samples: the stand-ins run on plain node.
 */
import { DEMO_GTINS, MARKET_ONLY_GTINS, PRICES } from './demoAiSamples.mjs';

/** A stable number from text, so one query always gets the same listings. */
function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

// eBay's own words for used items; all "Used" (3000), which every used grade asks for, so each demo
// item's search keeps them all (eBay answers only the conditions a search asks for).
const CONDITIONS = [
  ['Pre-Owned', '3000'],
  ['Used', '3000'],
  ['Pre-Owned', '3000'],
  ['Used', '3000'],
  ['Pre-Owned', '3000'],
];
// Spread of a typical result page around its middle price: most near it, a few cheap or dear.
const SPREAD = [0.72, 0.8, 0.85, 0.9, 0.94, 0.97, 1, 1, 1.03, 1.06, 1.1, 1.15, 1.22, 1.35];

function summary(id, title, value, currency, [condition, conditionId], url = `https://www.ebay.com/itm/${id}`) {
  return {
    itemId: `v1|${id}|0`,
    title,
    price: { value: value.toFixed(2), currency },
    condition,
    conditionId,
    buyingOptions: ['FIXED_PRICE'],
    itemWebUrl: url,
    image: { imageUrl: `https://i.ebayimg.com/images/g/standin${id}/s-l225.jpg` },
    itemLocation: { country: currency === 'USD' ? 'US' : currency === 'GBP' ? 'GB' : 'DE' },
  };
}

/** The accessories case's listings: things made for the item, in the words real listings use. */
const ACCESSORIES = [
  ['Case for {} Shockproof Hard Cover', 0.75],
  ['Tempered Glass Screen Protector for {}', 0.75],
  ['For {} Leather Case Strap Holder', 1.99],
  ['{} Replacement Cable Charger Adapter', 3.49],
  ['Silicone Skin Cover Case For {}', 0.76],
  ['2X Lens Protector Film for {}', 0.99],
  ['Carrying Pouch Sleeve Compatible with {}', 5.99],
  ['Decal Sticker Skin for {}', 2.5],
];

/**
 * The item summaries a search for `query` gets in case `kase` (see scripts/ebay-standin.mjs), as eBay's
 * Browse API writes them.
 */
export function listingsFor(query, kase) {
  const name =
    query
      .replace(/\bcase:[\w-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Item';
  const seed = hash(name.toLowerCase());
  // The OpenAI stand-in's sample items are listed around the price its estimate asks, so a demo
  // analysis shows a market that agrees with it; any other item somewhere from $40 to $399.
  // A search names the item by fewer words than the sample's name ("Canon AE-1 Program" for the
  // "Canon AE-1 Program 35mm Film Camera"): every word of it is in the sample's name.
  const words = (text) => text.toLowerCase().split(/\s+/).filter(Boolean);
  const sample = Object.keys(PRICES).find(
    (item) => name.toLowerCase().includes(item.toLowerCase()) || words(name).every((w) => words(item).includes(w)),
  );
  const middle = sample ? PRICES[sample] : 40 + (seed % 360);
  const id = (i) => 100000000000 + (seed % 1000000) * 100 + i;
  const normal = SPREAD.map((factor, i) =>
    summary(
      id(i),
      `${name}${i % 3 === 0 ? ' - tested, works' : i % 3 === 1 ? '' : ' with box'}`,
      middle * factor,
      'USD',
      CONDITIONS[i % CONDITIONS.length],
    ),
  );
  switch (kase) {
    case 'none':
      return [];
    case 'few':
      return normal.slice(5, 7);
    case 'outliers':
      return [
        ...normal,
        summary(id(50), `${name} for parts or repair, not working`, 5, 'USD', ['For parts or not working', '7000']),
        summary(id(51), `Bundle lot of 6 ${name}`, 900, 'USD', CONDITIONS[0]),
        summary(
          id(52),
          `${name} (off-site)`,
          middle,
          'USD',
          CONDITIONS[0],
          `https://ebay.com.example.net/itm/${id(52)}`,
        ),
      ];
    case 'accessories':
      // What real eBay answers for a popular new product (functions/src/market/__fixtures__/ebay/,
      // the iPhone search sorted by price): mostly cases, screen protectors and parts made for it at
      // under a dollar to a few, and a couple of the item itself.
      return [
        ...ACCESSORIES.map(([title, value], i) =>
          summary(id(80 + i), title.replace('{}', name), value, 'USD', CONDITIONS[i % CONDITIONS.length]),
        ),
        ...normal.slice(6, 8),
      ];
    case 'currencies':
      return [
        ...normal.slice(4, 10),
        ...normal.slice(0, 3).map((item, i) => summary(id(60 + i), item.title, middle * 0.8, 'GBP', CONDITIONS[0])),
        ...normal.slice(0, 3).map((item, i) => summary(id(70 + i), item.title, middle * 0.95, 'EUR', CONDITIONS[0])),
      ];
    default:
      return normal;
  }
}

/**
 * The demo market's catalogue of product codes (demoAiSamples.mjs). Real eBay answers a search by
 * `gtin` with the listings its catalogue ties to that product, titled as sellers write them, and
 * with none for a code it does not know.
 */
export { DEMO_GTINS };

/** The item summaries a search by `gtin` gets: the catalogue's product's, or none. */
export function listingsForGtin(gtin, kase) {
  const product = DEMO_GTINS[gtin] ?? MARKET_ONLY_GTINS[gtin];
  // Titled with the sample's whole name ("Canon AE-1 Program 35mm Film Camera"), as sellers of
  // that exact product write it.
  const sample = product && Object.keys(PRICES).find((name) => name.startsWith(product));
  return product ? listingsFor(sample ?? product, kase) : [];
}
