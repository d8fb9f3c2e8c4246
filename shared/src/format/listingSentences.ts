/**
 * Where a saved listing stands, in the words a seller reads on History's rows, in its Manage
 * dialog and on the listing's own screen: the same sentence everywhere, with the seller's own date
 * format (formatDate). 'Sold for $48 on eBay on Nov 28', never 'Sold for $48 on Elsewhere, 2026-11-28'.
 */
import type { ListingSale, SavedListing } from '../listings/ListingsPort';
import { SOLD_ELSEWHERE, STATUS_LABELS, listingStatus, marketplaceName } from '../listings/listingStatus';
import { formatDate, formatDay } from './formatDate';
import { formatPrice } from './formatPrice';

/** 'Nov 26' this year, 'Nov 26, 2025' before: short enough for a row on a phone. */
export const formatShortDate = (millis: number, now: number = Date.now()): string =>
  formatDate(new Date(millis), { month: 'short', sameYearAs: new Date(now) });

/** 'eBay (Nov 26), Mercari': each marketplace with the day it was listed there, when that is known. */
export function whereListed({ sharedTo, listedAt }: Pick<SavedListing, 'sharedTo' | 'listedAt'>, now?: number): string {
  return sharedTo
    .map((id) => {
      const at = listedAt?.[id];
      return at === undefined ? marketplaceName(id) : `${marketplaceName(id)} (${formatShortDate(at, now)})`;
    })
    .join(', ');
}

/** Where a sale was: 'on eBay', or 'elsewhere' for a sale off the app's marketplaces. */
export const soldWhere = ({ marketplace }: Pick<ListingSale, 'marketplace'>): string =>
  marketplace === SOLD_ELSEWHERE ? 'elsewhere' : `on ${marketplaceName(marketplace)}`;

/**
 * The sale as a person says it: 'Sold for $48 on eBay on Nov 28', 'Sold for $48 elsewhere on
 * Nov 28, 2025' (the year only when it is not this one); without `day`, the short form a History
 * row has room for ('Sold for $48 on eBay').
 */
export function saleSentence(sale: ListingSale, { day = true, now = Date.now() } = {}): string {
  const sentence = `Sold for ${formatPrice(sale.price)} ${soldWhere(sale)}`;
  if (!day) return sentence;
  return `${sentence} on ${formatDay(sale.date, { month: 'short', sameYearAs: new Date(now) })}`;
}

/**
 * Where a listing stands, in one line: 'Listed on eBay (Nov 26), Mercari', 'Sold for $40 on eBay
 * on Nov 28', 'Draft', 'Archived · was on eBay', 'Archived · sold for $40 elsewhere on Nov 28'.
 * `day: false` leaves the sale's day out, for a History row.
 */
export function statusSentence(listing: SavedListing, { day = true, now = Date.now() } = {}): string {
  const status = listingStatus(listing);
  const { sold } = listing;
  if (status === 'sold' && sold) return saleSentence(sold, { day, now });
  const where = whereListed(listing, now);
  if (status === 'listed') return `Listed on ${where}`;
  const label = STATUS_LABELS[status];
  if (status === 'archived' && sold) {
    const sale = saleSentence(sold, { day, now });
    return `${label} · ${sale[0].toLowerCase()}${sale.slice(1)}`;
  }
  return where ? `${label} · was on ${where}` : label;
}
