/**
 * The demo AI's sample replies: a contract both sides of demo mode answer from. The local stack's
 * OpenAI stand-in (scripts/openai-standin.mjs) sends them to the gateway, and the standalone
 * remotes' browser-side demo AI client (demoAiClient.ts) answers with them, so a photo gets the
 * same result from either. Which operation is asked is read from the request's structured-output
 * schema name (falling back to the prompt); which sample is picked depends on the photo, so
 * different photos give different (clearly sample) results.
 *
 * Plain JavaScript (types beside it in demoAiSamples.d.mts), pure, no Node or browser APIs: the
 * stand-ins run on plain node, which loads no TypeScript, and the browser bundles it as it is.
 */
const ITEMS = [
  {
    itemName: 'Canon AE-1 Program 35mm Film Camera',
    category: 'Cameras & Photo',
    description:
      'A classic 35mm SLR film camera in black with a Canon FD 50mm f/1.8 lens. Shows light wear on the top plate.',
    condition: 'Light cosmetic wear, fully working',
    suggestedKeywords: ['canon ae-1', 'film camera', '35mm slr', 'canon fd', 'vintage camera'],
    marketplaceCategories: {
      ebay: 'Film Cameras',
      facebook: 'Electronics',
      mercari: 'Cameras & Photography',
      poshmark: 'Electronics',
    },
    estimatedCondition: 'good',
    brandName: 'Canon',
    modelNumber: 'AE-1 Program',
    searchQuery: 'Canon AE-1 Program',
    features: ['50mm f/1.8 lens', 'Program auto-exposure', 'Manual mode'],
    suggestedTitle: 'Canon AE-1 Program 35mm SLR Film Camera + 50mm f/1.8 Lens',
    suggestedDescription:
      'Classic Canon AE-1 Program with a sharp 50mm f/1.8 lens. Light wear on the body, shutter and meter work. A great first film camera.',
  },
  {
    itemName: 'Nike Air Max 90 Sneakers',
    category: 'Shoes',
    description: "White and grey Nike Air Max 90 running shoes, men's size 10. Soles show moderate wear.",
    condition: 'Worn, clean uppers',
    suggestedKeywords: ['nike', 'air max 90', 'sneakers', 'running shoes', 'mens 10'],
    marketplaceCategories: {
      ebay: "Men's Athletic Shoes",
      facebook: 'Clothing & Shoes',
      mercari: "Men's Sneakers",
      poshmark: 'Men Shoes',
    },
    estimatedCondition: 'fair',
    brandName: 'Nike',
    modelNumber: null,
    searchQuery: 'Nike Air Max 90',
    features: ['Visible Air cushioning', 'Leather and mesh upper'],
    suggestedTitle: "Nike Air Max 90 White/Grey Men's Size 10 Sneakers",
    suggestedDescription:
      "Comfortable Nike Air Max 90s in white and grey, men's 10. Uppers are clean; soles show normal wear.",
  },
  {
    itemName: 'Mid-Century Teak Table Lamp',
    category: 'Home & Garden',
    description: 'A teak table lamp with a linen drum shade in a mid-century modern style. Wiring looks original.',
    condition: 'Good vintage condition',
    suggestedKeywords: ['mid century', 'teak lamp', 'table lamp', 'vintage lighting'],
    marketplaceCategories: { ebay: 'Lamps', facebook: 'Home Goods', mercari: 'Home Decor', poshmark: 'Home Lighting' },
    estimatedCondition: 'good',
    brandName: null,
    modelNumber: null,
    searchQuery: 'Mid Century Teak Table Lamp',
    features: ['Solid teak base', 'Linen drum shade'],
    suggestedTitle: 'Vintage Mid-Century Modern Teak Table Lamp with Linen Shade',
    suggestedDescription: 'Warm teak lamp with a linen drum shade. Works; a few light marks consistent with age.',
  },
];

/**
 * What Watch Demo's photo shows (remote-capture/src/assets/demo-sample.jpg: a blue enamel mug with a
 * white star, drawn for the project): the demo's answer describes the photo the demo shows. Not one
 * of ITEMS, so other photos keep the samples they get.
 */
const DEMO_ITEM = {
  itemName: 'Blue Enamel Camp Mug',
  category: 'Home & Garden',
  description:
    'A blue enamel camping mug with a white star emblem on the front and a loop handle, filled with coffee. The enamel looks intact.',
  condition: 'Light use, no chips visible',
  suggestedKeywords: ['enamel mug', 'camp mug', 'blue mug', 'star mug', 'camping cup'],
  marketplaceCategories: { ebay: 'Mugs', facebook: 'Home Goods', mercari: 'Kitchen', poshmark: 'Kitchen' },
  estimatedCondition: 'good',
  brandName: null,
  modelNumber: null,
  searchQuery: 'Blue Enamel Camp Mug',
  features: ['Enamel-coated steel', 'White star emblem', 'Loop handle'],
  suggestedTitle: 'Blue Enamel Camp Mug with White Star Emblem',
  suggestedDescription:
    'Sturdy blue enamel camp mug with a white star on the front. Light use; no chips seen on the rim.',
};

/**
 * Watch Demo's photo as the demo sends it (its bytes as bundled, base64): its length and the
 * sampled hash sampleItem() computes. The demo sends the bundled JPEG itself as the photo to
 * analyse (a picked photo's analysis copy is encoded by the browser, different in each), so the
 * stand-in and the browser's demo AI know it whatever the browser.
 */
export const DEMO_PHOTO = { base64Length: 21544, hash: 1707987654 };

/** What the stand-in's estimate asks for each sample item (the eBay stand-in lists them around it too). */
export const PRICES = {
  'Canon AE-1 Program 35mm Film Camera': 185,
  'Nike Air Max 90 Sneakers': 55,
  'Mid-Century Teak Table Lamp': 90,
  'Blue Enamel Camp Mug': 14,
};

/**
 * The demo's catalogue of product codes: made-up GTINs (their check digits right) for two sample
 * items, as UPC-As. The demo market finds the product's listings by them (demoEbayListings.mjs),
 * and the demo AI, told one as a fact, identifies that product, as a model told the code would.
 */
export const DEMO_GTINS = {
  '012345678905': 'Canon AE-1 Program',
  '098765432105': 'Nike Air Max 90',
};

/**
 * A code the demo market knows and the demo AI does not follow unless the seller confirmed it: a
 * photo with it is identified by what it shows, so its listings name another product (the
 * gateway's CodeConflict), until the seller says the barcode is right.
 */
export const MARKET_ONLY_GTINS = {
  '043210987655': 'Mid-Century Teak Table Lamp',
};

/** The sample item a product code in the prompt names (the gateway's identify prompt states it). */
function itemForCode(text) {
  const confirmed = /The seller confirmed that [\w-]+ (\d{8,13}) is the item/.exec(text)?.[1];
  const code = confirmed ?? /read from a barcode and checked: [\w-]+ (\d{8,13})/.exec(text)?.[1];
  const product = code ? (DEMO_GTINS[code] ?? (confirmed ? MARKET_ONLY_GTINS[code] : undefined)) : undefined;
  return product ? ITEMS.find((item) => item.searchQuery === product || item.itemName.startsWith(product)) : undefined;
}

function promptText(body) {
  return (body.messages ?? [])
    .map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '')))
    .join('\n');
}

function line(text, label) {
  return new RegExp(`^${label}: (.*)$`, 'm').exec(text)?.[1]?.trim();
}

export function operationOf(body) {
  const schema = body.response_format?.json_schema?.name;
  if (schema) return schema;
  const text = promptText(body);
  if (text.includes('image_url')) return 'item_identification';
  return /listing/i.test(text) ? 'listing_content' : 'price_estimate';
}

/**
 * What each sample reads from its photos: the first photo shows the item; the detail its price
 * depends on needs a close-up, which a single photo cannot give, so a sample analysed from one photo
 * asks for it by name, and one with a second photo reads it from that.
 */
const CLOSE_UPS = {
  'Canon AE-1 Program 35mm Film Camera': {
    first: 'Body, lens and top-plate wear',
    closeUp: 'Lens markings: Canon FD 50mm 1:1.8',
    request: 'Add a photo of the lens markings on the front ring',
  },
  'Nike Air Max 90 Sneakers': {
    first: 'Colorway, sole wear and the Air Max unit',
    closeUp: "Size from the tongue label: men's US 10",
    request: 'Add a photo of the size label inside the tongue',
  },
  'Mid-Century Teak Table Lamp': {
    first: 'Teak base, linen shade and overall condition',
    closeUp: "Maker's mark under the base",
    request: "Add a photo of any maker's mark under the base",
  },
  'Blue Enamel Camp Mug': {
    first: 'Enamel color, the star emblem and the rim',
    closeUp: "The base: no maker's mark, no chips",
    request: "Add a photo of the mug's base, for a maker's mark or chips",
  },
};

/** The sampled hash of a photo's base64: different photos, different samples. */
function photoHash(imageBase64) {
  // Sampled across the whole photo: JPEG headers from one encoder look alike.
  let hash = imageBase64.length;
  for (let i = 0; i < imageBase64.length; i += 61) hash = (hash * 31 + imageBase64.charCodeAt(i)) >>> 0;
  return hash;
}

/** Whether the photo is Watch Demo's, as the demo sends it. */
export function isDemoPhoto(imageBase64) {
  return imageBase64.length === DEMO_PHOTO.base64Length && photoHash(imageBase64) === DEMO_PHOTO.hash;
}

/**
 * The sample item for the photos: different photos give different samples, the same photo the
 * same one (the first photo decides); Watch Demo's photo gets what it shows. `photoCount` photos
 * were sent: photo details name each, and the photo request stands only while there is one.
 */
export function sampleItem(imageBase64, photoCount = 1, named = undefined) {
  const item = named ?? (isDemoPhoto(imageBase64) ? DEMO_ITEM : ITEMS[photoHash(imageBase64) % ITEMS.length]);
  const { first, closeUp, request } = CLOSE_UPS[item.itemName];
  const more = Array.from({ length: Math.max(photoCount - 1, 0) }, (_, i) => ({
    photo: i + 2,
    details: i === 0 ? closeUp : 'The same item from another side',
  }));
  return {
    ...item,
    photoDetails: [{ photo: 1, details: first }, ...more],
    photoRequest: photoCount > 1 ? null : request,
  };
}

export function sampleEstimate(itemName) {
  const price = PRICES[itemName] ?? 40;
  return {
    estimatedPrice: price,
    priceRange: { min: Math.round(price * 0.8), max: Math.round(price * 1.25) },
    currency: 'USD',
    confidence: 60,
    comparableItems: [
      { title: `${itemName} (sold)`, price: Math.round(price * 0.95), platform: 'eBay', condition: 'good' },
      {
        title: `${itemName} - local pickup`,
        price: Math.round(price * 1.1),
        platform: 'Facebook Marketplace',
        condition: 'like-new',
      },
    ],
  };
}

/** `asking` is the asking price as the prompt words it ("$185 (range …)"), or empty. */
export function sampleListing(itemName, condition, asking = '') {
  const price = asking.split(' ')[0] || 'a fair price';
  return {
    title: itemName.slice(0, 80),
    description: `${itemName} in ${condition ?? 'good'} condition. Smoke-free home, ships quickly. Asking ${price}.`,
  };
}

/** The JSON object the stand-in answers with, or null for an operation it does not know. */
export function sampleReply(body) {
  const text = promptText(body);
  const itemName = line(text, 'Item') ?? ITEMS[0].itemName;
  switch (operationOf(body)) {
    case 'item_identification': {
      const photos = [...text.matchAll(/data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/g)].map((match) => match[1]);
      return sampleItem(photos[0] ?? '', Math.max(photos.length, 1), itemForCode(text));
    }
    case 'price_estimate':
      return sampleEstimate(itemName);
    case 'listing_content':
      return sampleListing(itemName, line(text, 'Condition'), line(text, 'Asking price'));
    default:
      return null;
  }
}
