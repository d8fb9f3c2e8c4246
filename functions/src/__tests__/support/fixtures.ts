/** Request bodies and images shared by the gateway tests. */
const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that start like a JPEG; the gateway checks the magic bytes, the model does the rest. */
export function jpegBase64(totalBytes = 300): string {
  const bytes = Buffer.alloc(totalBytes, 0x11);
  Buffer.from(JPEG_HEADER).copy(bytes);
  return bytes.toString('base64');
}

export const pngBase64 = (): string =>
  Buffer.concat([Buffer.from(PNG_HEADER), Buffer.alloc(292, 0x22)]).toString('base64');

export const estimateBody = {
  itemName: 'Canon AE-1 Program',
  category: 'Cameras',
  brandName: 'Canon',
  condition: 'good',
  features: ['50mm f/1.8 lens', 'new light seals'],
};

export const sampleItem = {
  itemName: 'Canon AE-1 Program',
  category: 'Cameras',
  description: 'A 35mm SLR film camera with a 50mm lens.',
  condition: 'Light wear on the top plate',
  suggestedKeywords: ['canon', 'film camera', '35mm'],
  marketplaceCategories: { ebay: 'Film Cameras', facebook: 'Electronics', mercari: 'Cameras', poshmark: 'Electronics' },
  estimatedCondition: 'good',
  brandName: 'Canon',
  modelNumber: 'AE-1P',
  features: ['50mm f/1.8 lens'],
  suggestedTitle: 'Canon AE-1 Program 35mm Film Camera with 50mm Lens',
  suggestedDescription: 'Classic SLR in good working order.',
  photoDetails: [{ photo: 1, details: 'Brand and model from the name on the front' }],
};

export const sampleEstimate = {
  estimatedPrice: 180,
  priceRange: { min: 140, max: 220 },
  currency: 'USD',
  confidence: 72,
  comparableItems: [{ title: 'Canon AE-1 Program body + 50mm', price: 175, platform: 'eBay', condition: 'good' }],
};

export const listingBody = { item: sampleItem, estimate: sampleEstimate, marketplace: 'eBay' };

/**
 * sampleEstimate as the gateway streams it when no market answered: the model's figures stand as an
 * AI estimate, its own comparables dropped (never model text) and its confidence capped.
 */
export const aiOnlyEstimate = {
  ...sampleEstimate,
  confidence: 40,
  comparableItems: [],
  evidence: { source: 'ai', reason: 'unavailable' },
};
