/** The new listing tests save, merge and send unless they need another: a brass lamp at $45. */
import type { NewListing, SavedListing } from '../listings/ListingsPort';

export const SAMPLE_LISTING: NewListing = {
  itemName: 'Brass lamp',
  title: 'Brass lamp - $45',
  description: 'Works.',
  category: 'Home',
  condition: 'good',
  keywords: [],
  price: 45,
  priceRange: { min: 30, max: 60 },
  confidence: 80,
  comparableItems: [],
};

/** SAMPLE_LISTING as saved (id 'a', shared nowhere yet), with what a test sets over it. */
export const sampleSavedListing = (overrides: Partial<SavedListing> = {}): SavedListing => ({
  ...SAMPLE_LISTING,
  id: 'a',
  sharedTo: [],
  createdAt: 1,
  updatedAt: 1,
  ...overrides,
});
