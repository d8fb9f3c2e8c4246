/**
 * A result as a saved listing and back. Pure: the camera saves what the seller sees (their edited
 * name and description), and a listing opened later shows the same result view without the AI,
 * with the evidence the price rested on (dated, as the market may have moved since).
 */
import type { ListingEdit, NewListing, SavedListing } from '@snap/shared';
import { productCodeOf } from '@snap/shared/market';
import { buildShareTitle, type AnalysisResult, type EditableField, type ListingEdits, type Pricing } from '../results';

export function newListingFrom(
  { item, estimate, productCodes }: AnalysisResult,
  edits: ListingEdits,
  pricing: Pricing,
  thumbnail?: string,
): NewListing {
  return {
    itemName: edits.name,
    title: buildShareTitle(item.brandName, edits.name, pricing.price),
    description: edits.description,
    ...(item.brandName ? { brandName: item.brandName } : {}),
    ...(item.modelNumber ? { modelNumber: item.modelNumber } : {}),
    // The first code read: the one the market was searched by.
    ...(productCodes?.[0] ? { productCode: productCodes[0].gtin } : {}),
    category: item.category,
    condition: item.estimatedCondition,
    keywords: [...item.suggestedKeywords],
    price: pricing.price,
    estimatedPrice: estimate.estimatedPrice,
    ...(pricing.shipping !== undefined ? { shipping: pricing.shipping } : {}),
    priceRange: { ...estimate.priceRange },
    confidence: estimate.confidence,
    comparableItems: estimate.comparableItems.map((c) => ({ ...c })),
    ...(estimate.evidence ? { evidence: { ...estimate.evidence } } : {}),
    ...(thumbnail ? { thumbnail } : {}),
  };
}

/** What an edit the seller saved changes in the stored listing (the title follows the name). */
export function listingEditFor(
  { item }: AnalysisResult,
  field: EditableField,
  value: string,
  pricing: Pricing,
): ListingEdit {
  return field === 'name'
    ? { itemName: value, title: buildShareTitle(item.brandName, value, pricing.price) }
    : { description: value };
}

/** A new price or shipping in the stored listing: the title carries the price, so it follows. */
export function pricingEditFor({ item }: AnalysisResult, edits: ListingEdits, pricing: Pricing): ListingEdit {
  return {
    price: pricing.price,
    ...(pricing.shipping !== undefined ? { shipping: pricing.shipping } : {}),
    title: buildShareTitle(item.brandName, edits.name, pricing.price),
  };
}

/** A saved listing shown again: the AI's values are the saved ones, so Cancel restores those. */
export function resultFromListing(listing: SavedListing): {
  result: AnalysisResult;
  edits: ListingEdits;
  pricing: Pricing;
} {
  const productCode = listing.productCode ? productCodeOf(listing.productCode) : undefined;
  return {
    result: {
      item: {
        itemName: listing.itemName,
        category: listing.category,
        description: listing.description,
        condition: listing.condition,
        suggestedKeywords: [...listing.keywords],
        marketplaceCategories: {
          ebay: listing.category,
          facebook: listing.category,
          mercari: listing.category,
          poshmark: listing.category,
        },
        estimatedCondition: listing.condition,
        brandName: listing.brandName,
        modelNumber: listing.modelNumber,
        features: [],
        suggestedTitle: listing.title,
        suggestedDescription: listing.description,
      },
      estimate: {
        // Saved before the seller could choose a price: the price was the estimate.
        estimatedPrice: listing.estimatedPrice ?? listing.price,
        priceRange: { ...listing.priceRange },
        currency: 'USD',
        confidence: listing.confidence,
        comparableItems: listing.comparableItems.map((c) => ({ ...c })),
        // Saved before the evidence was kept: none, and the results show no evidence panel.
        ...(listing.evidence ? { evidence: { ...listing.evidence } } : {}),
      },
      demo: false,
      savedAt: listing.createdAt,
      ...(productCode ? { productCodes: [productCode] } : {}),
    },
    edits: { name: listing.itemName, description: listing.description },
    pricing: { price: listing.price, ...(listing.shipping !== undefined ? { shipping: listing.shipping } : {}) },
  };
}

/** A data URL's bytes as a Blob (the thumbnail stands in for photos kept on another device). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header, data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
