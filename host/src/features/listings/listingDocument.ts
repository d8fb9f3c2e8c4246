/**
 * The Firestore document of a saved listing (users/{uid}/listings/{id}) and back: exactly the
 * SavedListing fields minus the id, which the security rules check key by key. Pure, so the
 * mapping is tested without Firestore; the adapter passes the server-timestamp sentinel in.
 */
import {
  CONDITIONS,
  type ItemCondition,
  type ListingEdit,
  type MarketplaceId,
  type NewListing,
  type SavedListing,
} from '@snap/shared';

/** What the SDK hands back for a timestamp field; null while a server timestamp is still pending. */
export interface TimestampLike {
  toMillis(): number;
}

/** The limits firestore.rules checks; an AI reply past them is cut rather than the save refused. */
export const LISTING_LIMITS = {
  text: 200,
  description: 5000,
  keywords: 30,
  keyword: 60,
  comparables: 10,
  platform: 100,
} as const;

const cut = (value: string, max: number = LISTING_LIMITS.text) => value.slice(0, max);
const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The optional amounts (the estimate, the shipping) that are written: a number, never negative.
 * One that is missing or not a number is left out, not written as 0: 0 is a real figure (free
 * shipping), and a listing without one reads back without it.
 */
function optionalAmounts({ estimatedPrice, shipping }: Pick<SavedListing, 'estimatedPrice' | 'shipping'>) {
  const fields: { estimatedPrice?: number; shipping?: number } = {};
  if (isAmount(estimatedPrice)) fields.estimatedPrice = nonNegative(estimatedPrice);
  if (isAmount(shipping)) fields.shipping = nonNegative(shipping);
  return fields;
}

/** A seller's edit within the same limits. */
export function listingEditDocument(edit: ListingEdit): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (edit.itemName !== undefined) fields.itemName = cut(edit.itemName);
  if (edit.title !== undefined) fields.title = cut(edit.title);
  if (edit.description !== undefined) fields.description = cut(edit.description, LISTING_LIMITS.description);
  if (edit.price !== undefined) fields.price = nonNegative(edit.price);
  return { ...fields, ...optionalAmounts({ shipping: edit.shipping }) };
}

/** The fields a new document is written with; `now` is the server-timestamp sentinel. */
export function newListingDocument<T>(listing: NewListing, now: T): Record<string, unknown> {
  const min = nonNegative(listing.priceRange.min);
  const document: Record<string, unknown> = {
    itemName: cut(listing.itemName),
    title: cut(listing.title),
    description: cut(listing.description, LISTING_LIMITS.description),
    category: cut(listing.category),
    condition: listing.condition,
    keywords: listing.keywords
      .map((k) => cut(k.replace(/\s+/g, ' '), LISTING_LIMITS.keyword))
      .slice(0, LISTING_LIMITS.keywords),
    price: nonNegative(listing.price),
    priceRange: { min, max: Math.max(min, nonNegative(listing.priceRange.max)) },
    confidence: Math.min(100, nonNegative(listing.confidence)),
    comparableItems: listing.comparableItems
      .slice(0, LISTING_LIMITS.comparables)
      .map(({ title, price, platform, condition }) => ({
        title: cut(title),
        price: nonNegative(price),
        platform: cut(platform, LISTING_LIMITS.platform),
        condition: cut(condition, LISTING_LIMITS.platform),
      })),
    sharedTo: [],
    createdAt: now,
    updatedAt: now,
  };
  // Firestore rejects undefined values; an absent brand or model is simply not written.
  if (listing.brandName) document.brandName = cut(listing.brandName);
  if (listing.modelNumber) document.modelNumber = cut(listing.modelNumber);
  if (listing.thumbnail) document.thumbnail = listing.thumbnail;
  return { ...document, ...optionalAmounts(listing) };
}

/** A listing put back by undo keeps its id and content; the server stamps it again. */
export function restoredListingDocument<T>({ sharedTo, ...listing }: SavedListing, now: T): Record<string, unknown> {
  return { ...newListingDocument(listing, now), sharedTo: [...sharedTo] };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (isAmount(value) ? value : 0);
const millis = (value: unknown, fallback: number): number =>
  value && typeof (value as TimestampLike).toMillis === 'function' ? (value as TimestampLike).toMillis() : fallback;

/**
 * A document as the seller sees it. A write still waiting for the server has no timestamps yet:
 * it counts as made `now` so it sorts first and shows today's date.
 */
export function listingFromDocument(id: string, data: Record<string, unknown>, now: number = Date.now()): SavedListing {
  const range = (data.priceRange ?? {}) as Record<string, unknown>;
  const condition = CONDITIONS.includes(data.condition as ItemCondition) ? (data.condition as ItemCondition) : 'good';
  const createdAt = millis(data.createdAt, now);
  return {
    id,
    itemName: text(data.itemName),
    title: text(data.title),
    description: text(data.description),
    ...(typeof data.brandName === 'string' ? { brandName: data.brandName } : {}),
    ...(typeof data.modelNumber === 'string' ? { modelNumber: data.modelNumber } : {}),
    category: text(data.category),
    condition,
    keywords: Array.isArray(data.keywords) ? data.keywords.filter((k): k is string => typeof k === 'string') : [],
    price: amount(data.price),
    // Absent on listings saved before the seller chose a price: left out, not read as 0.
    ...(isAmount(data.estimatedPrice) ? { estimatedPrice: data.estimatedPrice } : {}),
    ...(isAmount(data.shipping) ? { shipping: data.shipping } : {}),
    priceRange: { min: amount(range.min), max: amount(range.max) },
    confidence: amount(data.confidence),
    comparableItems: Array.isArray(data.comparableItems)
      ? (data.comparableItems as SavedListing['comparableItems'])
      : [],
    ...(typeof data.thumbnail === 'string' ? { thumbnail: data.thumbnail } : {}),
    sharedTo: Array.isArray(data.sharedTo) ? (data.sharedTo as MarketplaceId[]) : [],
    createdAt,
    updatedAt: millis(data.updatedAt, createdAt),
  };
}
