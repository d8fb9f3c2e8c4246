/**
 * "Export my data": the seller's listings as JSON (everything, for keeping or moving elsewhere)
 * and as CSV (one row per listing, for spreadsheets). Pure, so the format is pinned by tests.
 */
import type { SavedListing } from '@snap/shared';
import { listingStatus } from '@snap/shared/contracts';

export const EXPORT_FORMAT_VERSION = 1;

/**
 * The JSON export: a small envelope so a later format can be told apart. Every listing carries its
 * status, a listing saved before statuses were kept too (as the app reads it), and its full-size
 * photos as JPEG data URLs, in the listing's order (none where there are none).
 */
export function listingsToJson(
  listings: readonly SavedListing[],
  exportedAt: Date,
  photos: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  const envelope = {
    format: 'snap-price-sell/listings',
    version: EXPORT_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    listings: listings.map((listing) => ({
      ...listing,
      status: listingStatus(listing),
      photos: photos.get(listing.id) ?? [],
    })),
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

const CSV_COLUMNS: readonly { header: string; value(listing: SavedListing): string | number }[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'item_name', value: (l) => l.itemName },
  { header: 'title', value: (l) => l.title },
  { header: 'description', value: (l) => l.description },
  { header: 'brand', value: (l) => l.brandName ?? '' },
  { header: 'model', value: (l) => l.modelNumber ?? '' },
  { header: 'product_code', value: (l) => l.productCode ?? '' },
  { header: 'category', value: (l) => l.category },
  { header: 'condition', value: (l) => l.condition },
  { header: 'price_usd', value: (l) => l.price },
  { header: 'price_min_usd', value: (l) => l.priceRange.min },
  { header: 'price_max_usd', value: (l) => l.priceRange.max },
  { header: 'confidence', value: (l) => l.confidence },
  { header: 'keywords', value: (l) => l.keywords.join('; ') },
  { header: 'status', value: (l) => listingStatus(l) },
  { header: 'shared_to', value: (l) => l.sharedTo.join('; ') },
  {
    header: 'listed_at',
    value: (l) =>
      l.sharedTo
        .flatMap((id) => {
          const at = l.listedAt?.[id];
          return at === undefined ? [] : [`${id} ${new Date(at).toISOString()}`];
        })
        .join('; '),
  },
  {
    header: 'links',
    value: (l) =>
      Object.entries(l.links ?? {})
        .map(([id, link]) => `${id} ${link}`)
        .join('; '),
  },
  { header: 'sold_price_usd', value: (l) => l.sold?.price ?? '' },
  { header: 'sold_on', value: (l) => l.sold?.marketplace ?? '' },
  { header: 'sold_date', value: (l) => l.sold?.date ?? '' },
  { header: 'removed_from', value: (l) => (l.delistedFrom ?? []).join('; ') },
  { header: 'created_at', value: (l) => new Date(l.createdAt).toISOString() },
  { header: 'updated_at', value: (l) => new Date(l.updatedAt).toISOString() },
];

/**
 * RFC 4180 quoting, plus a guard against formula injection: a cell a spreadsheet would evaluate
 * (=, +, -, @ first) gets a leading apostrophe. Numbers stay numbers.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV export: a header row, then one row per listing, CRLF line ends (what Excel expects). */
export function listingsToCsv(listings: readonly SavedListing[]): string {
  const rows = [CSV_COLUMNS.map((c) => c.header), ...listings.map((l) => CSV_COLUMNS.map((c) => csvCell(c.value(l))))];
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** snap-price-sell-listings-2026-11-23.json */
export function exportFileName(extension: 'json' | 'csv', day: Date): string {
  return `snap-price-sell-listings-${day.toISOString().slice(0, 10)}.${extension}`;
}
