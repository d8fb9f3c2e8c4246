/** One item and its estimate, fixed, for the specs that follow a saved listing rather than the analysis. */
import type { ItemIdentification, PriceEstimate } from '../../shared/src/contracts';

export const KETTLE: ItemIdentification = {
  itemName: 'Copper kettle',
  category: 'Home & Garden',
  description: 'A copper kettle, no dents.',
  condition: 'Good',
  suggestedKeywords: ['kettle', 'copper'],
  marketplaceCategories: { ebay: 'Kitchen', facebook: 'Home', mercari: 'Home', poshmark: 'Home' },
  estimatedCondition: 'good',
  features: [],
  suggestedTitle: 'Copper kettle',
  suggestedDescription: 'Copper kettle.',
};
export const KETTLE_ESTIMATE: PriceEstimate = {
  estimatedPrice: 37,
  priceRange: { min: 25, max: 50 },
  currency: 'USD',
  confidence: 80,
  comparableItems: [{ title: 'Copper kettle', price: 35, platform: 'eBay', condition: 'used' }],
};
