/**
 * The "you keep" line each marketplace button of the share modal carries: what the seller keeps
 * there for the listing being shared, from @snap/shared/fees.
 */
import type { MarketplaceId, ShareData } from '@snap/shared';
import { defaultShipping, rankPayouts, type MarketplacePayout } from '@snap/shared/fees';
import { formatPrice } from '@snap/shared/format';

export interface PayoutLine {
  /** 'You keep $167.50 · shipped, 10%', or 'Not a place for electronics'. */
  keep: string;
  /** The marketplace sells this kind of item. */
  fits: boolean;
  /** 'Fees checked on Nov 26, 2026' when the marketplace's fees are old, else null; shown small. */
  staleNote: string | null;
  /** Both as a screen reader should hear them (no middle dots), for the button's name. */
  spoken: string;
}

export type PayoutLines = Partial<Record<MarketplaceId, PayoutLine>>;

function lineFor({ best, other, how, misfit, fits, staleNote }: MarketplacePayout): PayoutLine {
  const keep = misfit
    ? `${misfit[0].toUpperCase()}${misfit.slice(1)}`
    : other
      ? // Both ways keep different amounts (Facebook): the seller picks, so both are given.
        `You keep ${formatPrice(best.keep)} ${best.delivery} · ${formatPrice(other.keep)} ${other.delivery}`
      : `You keep ${formatPrice(best.keep)} · ${how}, ${best.feeLabel}`;
  const spoken = [keep.replaceAll(' · ', ', '), staleNote].filter(Boolean).join('. ');
  return { keep, fits, staleNote, spoken };
}

/**
 * The line for every marketplace, for this listing at its price and shipping (the seller's, else
 * the usual cost for its kind). Empty when there is nothing to reckon with: no listing, or no price.
 */
export function payoutLines(data: ShareData | null | undefined, now?: Date): PayoutLines {
  if (!data || !Number.isFinite(data.price) || data.price <= 0) return {};
  const item = { category: data.category, marketplaceCategories: data.marketplaceCategories, itemName: data.title };
  const ranked = rankPayouts({
    price: data.price,
    shippingCost: data.shipping ?? defaultShipping(item),
    item,
    ...(now ? { now } : {}),
  });
  return Object.fromEntries(ranked.map((entry) => [entry.marketplace, lineFor(entry)]));
}
