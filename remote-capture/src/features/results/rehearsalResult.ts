/**
 * A stand-in result the results panel is rendered with, hidden, while the real one is on its way
 * (CameraScreen): React then only updates the panel's texts when the answer arrives instead of
 * building the whole panel (MUI fields, cards, share buttons, their styles) after it. Never shown.
 * Its name, brand and Demo badge are present so that every part of the panel is built.
 */
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
  estimate: { estimatedPrice: 0, priceRange: { min: 0, max: 0 }, currency: 'USD', confidence: 0, comparableItems: [] },
  demo: true,
};

export const REHEARSAL_EDITS: ListingEdits = { name: 'Item', description: 'Description' };

export const REHEARSAL_PRICING: Pricing = { price: 0 };
