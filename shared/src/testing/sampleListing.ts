/** The new listing tests save, merge and send unless they need another: a brass lamp at $45. */
import type { NewListing } from '../listings/ListingsPort';

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
