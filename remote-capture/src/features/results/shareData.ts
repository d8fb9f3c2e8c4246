/**
 * Builds the ShareData of spec §3/§9 from what the seller sees: the item with their edited name and
 * description, the estimate, and the photos (the selected one first). Trimming titles per
 * marketplace and the two-sentence description are remote-share's job; this is the full listing.
 */
import { SHARE_MAX_IMAGES, type CapturedPhoto, type ItemIdentification, type ShareData } from '@snap/shared';
import type { ListingEdits, Pricing } from './analysisResult';
import { formatPrice } from '@snap/shared/format';

/**
 * Brand (if any), item name, then ' - $price' (spec §9). The AI often names the item with its
 * brand already ('Canon AE-1'), so the brand is not repeated in front of it.
 */
export function buildShareTitle(brandName: string | undefined, itemName: string, price: number): string {
  const brand = brandName?.trim();
  const name = itemName.trim();
  const withBrand = brand && !name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${name}` : name;
  return `${withBrand} - ${formatPrice(price)}`;
}

/** The selected photo first, then the others in order; at most SHARE_MAX_IMAGES. */
export function orderShareImages(photos: readonly CapturedPhoto[], selectedId: string | null): Blob[] {
  const selected = photos.find((photo) => photo.id === selectedId);
  const ordered = selected ? [selected, ...photos.filter((photo) => photo !== selected)] : [...photos];
  return ordered.slice(0, SHARE_MAX_IMAGES).map((photo) => photo.blob);
}

/** The listing at the price the seller chose (the estimate is what they chose from). */
export function buildShareData(
  item: ItemIdentification,
  edits: ListingEdits,
  pricing: Pricing,
  photos: readonly CapturedPhoto[],
  selectedId: string | null,
): ShareData {
  const images = orderShareImages(photos, selectedId);
  return {
    title: buildShareTitle(item.brandName, edits.name, pricing.price),
    description: edits.description,
    image: images[0],
    images,
    price: pricing.price,
    ...(pricing.shipping !== undefined ? { shipping: pricing.shipping } : {}),
    marketplaceCategories: { ...item.marketplaceCategories },
    condition: item.estimatedCondition,
    category: item.category,
    tags: [...item.suggestedKeywords],
  };
}
