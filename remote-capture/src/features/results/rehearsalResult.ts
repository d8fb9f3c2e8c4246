/**
 * A stand-in result the results panel is rendered with, hidden, while the real one is on its way
 * (CameraScreen): React then only updates the panel's texts when the answer arrives instead of
 * building the whole panel (MUI fields, cards, share buttons, their styles) after it. Never shown.
 * Its name, brand, Demo badge, price and eBay evidence are present so that the parts most answers
 * have are built. A photo request is not: few answers have one, and its part is small.
 */
import { MAX_MARKET_COMPARABLES } from '@snap/shared';
import type { AnalysisResult, ListingEdits, Pricing } from './analysisResult';

export const REHEARSAL_RESULT: AnalysisResult = {
  item: {
    itemName: 'Item',
    category: 'Other',
    description: 'Description',
    condition: 'good',
    suggestedKeywords: [],
    marketplaceCategories: { ebay: 'Other', facebook: 'Other', mercari: 'Other', poshmark: 'Other' },
    estimatedCondition: 'good',
    brandName: 'Brand',
    features: [],
    suggestedTitle: 'Item',
    suggestedDescription: 'Description',
  },
  // Shaped as the gateway's usual answer (a price, eBay evidence, its ten listings), so the answer
  // changes texts and links in place instead of building the evidence panel's rows after it.
  estimate: {
    estimatedPrice: 50,
    priceRange: { min: 40, max: 60 },
    currency: 'USD',
    confidence: 50,
    comparableItems: Array.from({ length: MAX_MARKET_COMPARABLES }, (_, index) => ({
      title: 'Listing',
      price: 50,
      platform: 'eBay',
      condition: 'Used',
      url: `https://www.ebay.com/itm/${index}`,
    })),
    evidence: {
      source: 'ebay',
      kind: 'asking',
      count: MAX_MARKET_COMPARABLES,
      median: 50,
      low: 40,
      high: 60,
      fetchedAt: '2026-01-01T00:00:00.000Z',
      demo: true,
      query: 'Item',
    },
  },
  demo: true,
};

export const REHEARSAL_EDITS: ListingEdits = { name: 'Item', description: 'Description' };

export const REHEARSAL_PRICING: Pricing = { price: 50 };
