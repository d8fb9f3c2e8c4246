/** Test data shared by the capture tests: photos, AI replies, a saved listing. */
import type { CapturedPhoto, ItemIdentification, PriceEstimate, SavedListing } from '@snap/shared';

export function makePhoto(id: string, overrides: Partial<CapturedPhoto> = {}): CapturedPhoto {
  const blob = new Blob([`jpeg ${id}`], { type: 'image/jpeg' });
  return {
    id,
    blob,
    url: `blob:test/${id}`,
    analysisImage: new Blob([`small jpeg ${id}`], { type: 'image/jpeg' }),
    ...overrides,
  };
}

export function makeItem(overrides: Partial<ItemIdentification> = {}): ItemIdentification {
  return {
    itemName: 'Trail Running Shoes',
    category: 'Shoes',
    description: 'Lightweight trail shoes with grippy soles. Worn a handful of times. No tears.',
    condition: 'Good - light wear on the soles',
    suggestedKeywords: ['trail running', 'shoes', 'size 10'],
    marketplaceCategories: { ebay: 'Athletic Shoes', facebook: 'Shoes', mercari: 'Shoes', poshmark: 'Sneakers' },
    estimatedCondition: 'like-new',
    brandName: 'Salomon',
    modelNumber: 'XA Pro 3D',
    features: ['Quicklace', 'Contagrip sole'],
    suggestedTitle: 'Salomon XA Pro 3D Trail Running Shoes',
    suggestedDescription: 'Salomon trail shoes in great shape.',
    ...overrides,
  };
}

export function makeEstimate(overrides: Partial<PriceEstimate> = {}): PriceEstimate {
  return {
    estimatedPrice: 85,
    priceRange: { min: 60, max: 110 },
    currency: 'USD',
    confidence: 82,
    comparableItems: [{ title: 'Salomon XA Pro 3D', price: 80, platform: 'eBay', condition: 'used' }],
    ...overrides,
  };
}

/** A listing saved to the seller's account, opened at /camera?listing=l9. */
export const SAVED_LISTING: SavedListing = {
  id: 'l9',
  itemName: 'Old Camera',
  title: 'Canon Old Camera - $40',
  description: 'Film camera, works.',
  brandName: 'Canon',
  category: 'Cameras',
  condition: 'good',
  keywords: ['film'],
  price: 40,
  priceRange: { min: 30, max: 55 },
  confidence: 70,
  comparableItems: [],
  thumbnail: 'data:image/jpeg;base64,/9j/AA==',
  sharedTo: [],
  createdAt: 1,
  updatedAt: 1,
};
