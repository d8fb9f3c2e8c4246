/**
 * A result as a saved listing and back. Pure: the camera saves what the seller sees (their edited
 * name and description), and a listing opened later shows the same result view without the AI.
 */
import type { ListingEdit, NewListing, SavedListing } from '@snap/shared';
import type { AnalysisResult, EditableField, ListingEdits } from '../results/analysisResult';
import { buildShareTitle } from '../results/shareData';

export function newListingFrom(
  { item, estimate }: AnalysisResult,
  edits: ListingEdits,
  thumbnail?: string,
): NewListing {
  return {
    itemName: edits.name,
    title: buildShareTitle(item.brandName, edits.name, estimate.estimatedPrice),
    description: edits.description,
    ...(item.brandName ? { brandName: item.brandName } : {}),
    ...(item.modelNumber ? { modelNumber: item.modelNumber } : {}),
    category: item.category,
    condition: item.estimatedCondition,
    keywords: [...item.suggestedKeywords],
    price: estimate.estimatedPrice,
    priceRange: { ...estimate.priceRange },
    confidence: estimate.confidence,
    comparableItems: estimate.comparableItems.map((c) => ({ ...c })),
    ...(thumbnail ? { thumbnail } : {}),
  };
}

/** What an edit the seller saved changes in the stored listing (the title follows the name). */
export function listingEditFor({ item, estimate }: AnalysisResult, field: EditableField, value: string): ListingEdit {
  return field === 'name'
    ? { itemName: value, title: buildShareTitle(item.brandName, value, estimate.estimatedPrice) }
    : { description: value };
}

/** A saved listing shown again: the AI's values are the saved ones, so Cancel restores those. */
export function resultFromListing(listing: SavedListing): { result: AnalysisResult; edits: ListingEdits } {
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
        estimatedPrice: listing.price,
        priceRange: { ...listing.priceRange },
        currency: 'USD',
        confidence: listing.confidence,
        comparableItems: listing.comparableItems.map((c) => ({ ...c })),
      },
      demo: false,
    },
    edits: { name: listing.itemName, description: listing.description },
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
