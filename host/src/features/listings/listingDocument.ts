/**
 * The Firestore document of a saved listing (users/{uid}/listings/{id}) and back: exactly the
 * SavedListing fields minus the id, which the security rules check key by key. Fields added later
 * (the estimate, the shipping, the evidence, the listings' addresses) are optional both ways: a
 * document saved before them reads back without them. Pure, so the mapping is tested without
 * Firestore; the adapter passes the server-timestamp sentinel in.
 */
import {
  CONDITIONS,
  type ComparableItem,
  type ItemCondition,
  type ListingEdit,
  type MarketplaceId,
  type NewListing,
  type PriceEvidence,
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
  /** An evidence's listing count. */
  count: 10000,
} as const;

/**
 * A listing page on eBay's own domain, as the rules accept it (`\S` here is stricter than their
 * RE2 `[^\s]`, so what passes here passes there). Any other address is left out, not refused.
 */
const EBAY_LISTING_URL = /^https:\/\/(www\.)?ebay\.com\/itm\/\S{1,300}$/;
/** An ISO 8601 date and time, the shape the rules check `fetchedAt` against. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
type AiReason = Extract<PriceEvidence, { source: 'ai' }>['reason'];
const AI_REASONS: readonly string[] = ['not-enough-data', 'unavailable'] satisfies AiReason[];

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

/** A comparable within the limits: its address kept only when it is a listing page on eBay. */
function comparableDocument({ title, price, platform, condition, url }: ComparableItem): ComparableItem {
  return {
    title: cut(title),
    price: nonNegative(price),
    platform: cut(platform, LISTING_LIMITS.platform),
    condition: cut(condition, LISTING_LIMITS.platform),
    ...(url && EBAY_LISTING_URL.test(url) ? { url } : {}),
  };
}

/**
 * The evidence as the rules accept it, or undefined: the count is rounded into 0–10000, but
 * figures out of order or a date of another shape are not made up for, so such evidence is left
 * out rather than the save refused. Reading goes through the same check: a document without
 * evidence (saved before it was kept) reads as a listing without it.
 */
export function evidenceOf(value: unknown): PriceEvidence | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const e = value as Record<string, unknown>;
  if (e.source === 'ai')
    return typeof e.reason === 'string' && AI_REASONS.includes(e.reason)
      ? { source: 'ai', reason: e.reason as AiReason }
      : undefined;
  const { count, median, low, high, fetchedAt, demo } = e;
  if (e.source !== 'ebay' || e.kind !== 'asking' || typeof demo !== 'boolean') return undefined;
  if (!isAmount(count) || !isAmount(median) || !isAmount(low) || !isAmount(high)) return undefined;
  if (!(low >= 0 && low <= median && median <= high)) return undefined;
  if (typeof fetchedAt !== 'string' || fetchedAt.length > 40 || !ISO_DATE_TIME.test(fetchedAt)) return undefined;
  const whole = Math.min(LISTING_LIMITS.count, nonNegative(Math.round(count)));
  return { source: 'ebay', kind: 'asking', count: whole, median, low, high, fetchedAt, demo };
}

/** A seller's edit within the same limits. */
export function listingEditDocument(edit: ListingEdit): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (edit.itemName !== undefined) fields.itemName = cut(edit.itemName);
  if (edit.title !== undefined) fields.title = cut(edit.title);
  if (edit.description !== undefined) fields.description = cut(edit.description, LISTING_LIMITS.description);
  if (edit.price !== undefined) fields.price = nonNegative(edit.price);
  if (edit.thumbnail) fields.thumbnail = edit.thumbnail;
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
    comparableItems: listing.comparableItems.slice(0, LISTING_LIMITS.comparables).map(comparableDocument),
    sharedTo: [],
    createdAt: now,
    updatedAt: now,
  };
  // Firestore rejects undefined values; an absent brand or model is simply not written.
  if (listing.brandName) document.brandName = cut(listing.brandName);
  if (listing.modelNumber) document.modelNumber = cut(listing.modelNumber);
  if (listing.thumbnail) document.thumbnail = listing.thumbnail;
  const evidence = evidenceOf(listing.evidence);
  if (evidence) document.evidence = evidence;
  return { ...document, ...optionalAmounts(listing) };
}

/** Fields a listing may lack: a replaced listing that no longer has one has it deleted. */
const OPTIONAL_FIELDS = ['brandName', 'modelNumber', 'thumbnail', 'estimatedPrice', 'shipping', 'evidence'] as const;

/**
 * The update that puts a new analysis in a listing's place: everything a new document has except
 * where it was shared and when it was made, and `deleted` (the delete sentinel) for an optional
 * field the new analysis lacks.
 */
export function replacedListingDocument<T, D>(listing: NewListing, now: T, deleted: D): Record<string, unknown> {
  const { sharedTo: _sharedTo, createdAt: _createdAt, ...fields } = newListingDocument(listing, now);
  const gone = OPTIONAL_FIELDS.filter((field) => !(field in fields)).map((field) => [field, deleted]);
  return { ...fields, ...Object.fromEntries(gone) };
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
  const evidence = evidenceOf(data.evidence);
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
    // As the rules let them in: four keys, and the listing's address on those saved since it is kept.
    comparableItems: Array.isArray(data.comparableItems)
      ? (data.comparableItems as SavedListing['comparableItems'])
      : [],
    ...(evidence ? { evidence } : {}),
    ...(typeof data.thumbnail === 'string' ? { thumbnail: data.thumbnail } : {}),
    sharedTo: Array.isArray(data.sharedTo) ? (data.sharedTo as MarketplaceId[]) : [],
    createdAt,
    updatedAt: millis(data.updatedAt, createdAt),
  };
}
