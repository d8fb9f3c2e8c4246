/**
 * The Firestore document of a saved listing (users/{uid}/listings/{id}) and back: exactly the
 * SavedListing fields minus the id, which the security rules check key by key. Fields added later
 * (the estimate, the shipping, the evidence, the listings' addresses) are optional both ways: a
 * document saved before them reads back without them. Pure, so the mapping is tested without
 * Firestore; the adapter passes the server-timestamp sentinel in.
 */
import {
  AI_EVIDENCE_REASONS,
  CONDITIONS,
  LISTING_STATUSES,
  MARKETPLACES,
  MAX_EVIDENCE_QUERY_LENGTH,
  MAX_PRICE,
  SOLD_ELSEWHERE,
  marketplaceLink,
  type ComparableItem,
  type ItemCondition,
  type ListingEdit,
  type ListingSale,
  type ListingStatus,
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
  /** A thumbnail's data: address, in characters (200 KB). */
  thumbnail: 200 * 1024,
} as const;

/** A thumbnail as the rules take it: a base64 data: address of a JPEG, PNG or WebP. */
const THUMBNAIL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;
/** A GTIN as the rules take it (firestore.rules: productCode): EAN-8, UPC-A or EAN-13 digits. */
const PRODUCT_CODE = /^(\d{8}|\d{12,13})$/;
/**
 * The thumbnail, or undefined where the rules would refuse it (too large, not an image): the
 * listing is saved without one, its photos still beside it, rather than refused.
 */
export const thumbnailOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= LISTING_LIMITS.thumbnail && THUMBNAIL.test(value) ? value : undefined;

/**
 * A listing page on eBay's own domain, as the rules accept it (`\S` here is stricter than their
 * RE2 `[^\s]`, so what passes here passes there). Any other address is left out, not refused.
 */
const EBAY_LISTING_URL = /^https:\/\/(www\.)?ebay\.com\/itm\/\S{1,300}$/;
/** An ISO 8601 date and time, the shape the rules check `fetchedAt` against. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
type AiReason = Extract<PriceEvidence, { source: 'ai' }>['reason'];
const AI_REASONS: readonly string[] = AI_EVIDENCE_REASONS;
/** The search an evidence names, as the rules take it: one line of 1–100 characters. */
const queryOf = (value: unknown): { query?: string } =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_EVIDENCE_QUERY_LENGTH && !/[\n\r]/.test(value)
    ? { query: value }
    : {};

const cut = (value: string, max: number = LISTING_LIMITS.text) => value.slice(0, max);
/** An amount as the rules take it: 0 to MAX_PRICE (NaN and below 0 are 0, Infinity the cap). */
const nonNegative = (value: number) => (Number.isNaN(value) || !(value > 0) ? 0 : Math.min(value, MAX_PRICE));
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const millis = (value: unknown, fallback: number): number =>
  value && typeof (value as TimestampLike).toMillis === 'function' ? (value as TimestampLike).toMillis() : fallback;

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
      ? { source: 'ai', reason: e.reason as AiReason, ...queryOf(e.query) }
      : undefined;
  const { count, median, low, high, fetchedAt, demo } = e;
  if (e.source !== 'ebay' || e.kind !== 'asking' || typeof demo !== 'boolean') return undefined;
  if (!isAmount(count) || !isAmount(median) || !isAmount(low) || !isAmount(high)) return undefined;
  if (!(low >= 0 && low <= median && median <= high)) return undefined;
  if (typeof fetchedAt !== 'string' || fetchedAt.length > 40 || !ISO_DATE_TIME.test(fetchedAt)) return undefined;
  const whole = Math.min(LISTING_LIMITS.count, nonNegative(Math.round(count)));
  return { source: 'ebay', kind: 'asking', count: whole, median, low, high, fetchedAt, demo, ...queryOf(e.query) };
}

const MARKETPLACE_IDS: readonly string[] = MARKETPLACES.map((m) => m.id);
const SALE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Catalogue ids only, each once, in their order. */
export function marketplaceIds(value: unknown): MarketplaceId[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id, i): id is MarketplaceId => MARKETPLACE_IDS.includes(id) && value.indexOf(id) === i);
}

/**
 * When it was listed where, in epoch milliseconds: catalogue ids only, each with a stored
 * timestamp (or, as written, a Date or a number of milliseconds); others left out.
 */
export function listedAtOf(value: unknown): Partial<Record<MarketplaceId, number>> {
  if (!value || typeof value !== 'object') return {};
  const times: Partial<Record<MarketplaceId, number>> = {};
  for (const [id, time] of Object.entries(value as Record<string, unknown>)) {
    const ms = time instanceof Date ? time.getTime() : isAmount(time) ? time : millis(time, NaN);
    if (MARKETPLACE_IDS.includes(id) && Number.isFinite(ms)) times[id as MarketplaceId] = ms;
  }
  return times;
}

export function statusOf(value: unknown): ListingStatus | undefined {
  return LISTING_STATUSES.find((status) => status === value);
}

/** The links as the rules take them: catalogue ids, each on its own marketplace's domain; others left out. */
export function linksOf(value: unknown): Partial<Record<MarketplaceId, string>> {
  if (!value || typeof value !== 'object') return {};
  const links: Partial<Record<MarketplaceId, string>> = {};
  for (const [id, link] of Object.entries(value as Record<string, unknown>)) {
    const kept = MARKETPLACE_IDS.includes(id) && typeof link === 'string' && marketplaceLink(id as MarketplaceId, link);
    if (kept) links[id as MarketplaceId] = kept;
  }
  return links;
}

/** A sale as the rules take it, or undefined when it is not one (no date, another marketplace). */
export function saleOf(value: unknown): ListingSale | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { price, marketplace, date } = value as Record<string, unknown>;
  if (!isAmount(price) || typeof date !== 'string' || !SALE_DATE.test(date)) return undefined;
  if (marketplace !== SOLD_ELSEWHERE && !MARKETPLACE_IDS.includes(marketplace as string)) return undefined;
  return { price: nonNegative(price), marketplace: marketplace as ListingSale['marketplace'], date };
}

/**
 * The tracking fields as written: `deleted` (the delete sentinel) takes a sale off (`sold: null`).
 * A sale that is not one is not written; the rules would refuse it.
 */
function trackingDocument<D>(edit: ListingEdit, deleted: D): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const status = statusOf(edit.status);
  if (status) fields.status = status;
  if (edit.sharedTo !== undefined) fields.sharedTo = marketplaceIds(edit.sharedTo);
  // Timestamps, as the rules take them (the SDK writes a Date as one).
  if (edit.listedAt !== undefined)
    fields.listedAt = Object.fromEntries(
      Object.entries(listedAtOf(edit.listedAt)).map(([id, ms]) => [id, new Date(ms)]),
    );
  if (edit.links !== undefined) fields.links = linksOf(edit.links);
  if (edit.delistedFrom !== undefined) fields.delistedFrom = marketplaceIds(edit.delistedFrom);
  if (edit.sold === null) fields.sold = deleted;
  const sale = saleOf(edit.sold);
  if (sale) fields.sold = sale;
  return fields;
}

/** A seller's edit within the same limits; `deleted` is the delete sentinel (a sale taken off). */
export function listingEditDocument<D>(edit: ListingEdit, deleted: D | null = null): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (edit.itemName !== undefined) fields.itemName = cut(edit.itemName);
  if (edit.title !== undefined) fields.title = cut(edit.title);
  if (edit.description !== undefined) fields.description = cut(edit.description, LISTING_LIMITS.description);
  if (edit.price !== undefined) fields.price = nonNegative(edit.price);
  const thumbnail = thumbnailOf(edit.thumbnail);
  if (thumbnail) fields.thumbnail = thumbnail;
  return { ...fields, ...optionalAmounts({ shipping: edit.shipping }), ...trackingDocument(edit, deleted) };
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
  if (listing.productCode && PRODUCT_CODE.test(listing.productCode)) document.productCode = listing.productCode;
  const thumbnail = thumbnailOf(listing.thumbnail);
  if (thumbnail) document.thumbnail = thumbnail;
  const evidence = evidenceOf(listing.evidence);
  if (evidence) document.evidence = evidence;
  return { ...document, ...optionalAmounts(listing) };
}

/** Fields a listing may lack: a replaced listing that no longer has one has it deleted. */
const OPTIONAL_FIELDS = [
  'brandName',
  'modelNumber',
  'productCode',
  'thumbnail',
  'estimatedPrice',
  'shipping',
  'evidence',
] as const;

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

/**
 * A listing put back by undo keeps its id, content and where it was shared; the server stamps it
 * again. Its status, sale, links and ticks follow in a second write (restoredTrackingDocument):
 * the rules take those by update only.
 */
export function restoredListingDocument<T>(saved: SavedListing, now: T): Record<string, unknown> {
  const { sharedTo, status: _s, links: _l, sold: _d, delistedFrom: _f, listedAt: _t, ...listing } = saved;
  return { ...newListingDocument(listing, now), sharedTo: marketplaceIds(sharedTo) };
}

/** The status, sale, links, ticks and times of a listing put back by undo; null when it had none. */
export function restoredTrackingDocument({
  status,
  links,
  sold,
  delistedFrom,
  listedAt,
}: SavedListing): Record<string, unknown> | null {
  const fields = trackingDocument({ status, links, sold, delistedFrom, listedAt }, undefined);
  return Object.keys(fields).length > 0 ? fields : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (isAmount(value) ? value : 0);

/** Status, links, sale, ticks and times as stored; each absent one (older listings) is left out. */
function tracking(data: Record<string, unknown>): Partial<SavedListing> {
  const status = statusOf(data.status);
  const sold = saleOf(data.sold);
  return {
    ...(status ? { status } : {}),
    ...(data.links && typeof data.links === 'object' ? { links: linksOf(data.links) } : {}),
    ...(sold ? { sold } : {}),
    ...(Array.isArray(data.delistedFrom) ? { delistedFrom: marketplaceIds(data.delistedFrom) } : {}),
    ...(data.listedAt && typeof data.listedAt === 'object' ? { listedAt: listedAtOf(data.listedAt) } : {}),
  };
}

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
    ...(typeof data.productCode === 'string' ? { productCode: data.productCode } : {}),
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
    ...tracking(data),
    createdAt,
    updatedAt: millis(data.updatedAt, createdAt),
  };
}
