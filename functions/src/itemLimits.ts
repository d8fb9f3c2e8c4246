/**
 * How much of an item the gateway takes and gives back. The estimate and listing inputs validate
 * against these, and every identification is clamped to them (normaliseIdentification) before the
 * estimate reads it and before the browser sees it: the model's reply has no length limits, and
 * a wordy one must still be priced and listed, never refused by our own input checks.
 */

/** Characters (after trimming) of each text field. */
export const ITEM_TEXT_LIMITS = {
  // Read back by the estimate and listing inputs.
  itemName: 200,
  category: 100,
  brandName: 100,
  modelNumber: 100,
  condition: 100,
  description: 2000,
  feature: 200,
  // Only shown, saved and shared, never read back by a request: bounded like their neighbours
  // (a title like the name, a listing text like the description, a marketplace's category like
  // ours), a keyword like a saved listing's (firestore.rules: 60).
  suggestedTitle: 200,
  suggestedDescription: 2000,
  marketplaceCategory: 100,
  keyword: 60,
  // Shown only: what was read from one photo, and the photo to add.
  photoDetail: 200,
  photoRequest: 120,
  // Read by the market search: eBay's own limit on `q`.
  searchQuery: 100,
} as const;

/** Entries of each list. */
export const ITEM_LIST_LIMITS = {
  // Read back by the estimate and listing inputs.
  features: 20,
  // The prompt asks for 5-10; a saved listing keeps up to 30.
  suggestedKeywords: 20,
} as const;
