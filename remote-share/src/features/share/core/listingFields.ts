/**
 * What a seller pastes into a marketplace, derived from the full listing (ShareData) per
 * marketplace (spec §9): the title cut to its limit, the two-sentence description with the
 * condition, hashtags and the complete listing text. Pure: the share flows and the copy panel
 * both read these.
 */
import { TITLE_LIMITS, type MarketplaceId, type ShareData } from '@snap/shared';
import { conditionLabel, formatPrice } from '@snap/shared/format';
import { firstSentences } from './sentences';

const ELLIPSIS = '...';

/** Cuts `title` to `limit` UTF-16 units ending in '...', never inside an emoji or a surrogate pair. */
export function truncateTitle(title: string, limit: number): string {
  const trimmed = title.trim();
  if (trimmed.length <= limit) return trimmed;
  let kept = '';
  for (const char of Array.from(trimmed)) {
    if (kept.length + char.length + ELLIPSIS.length > limit) break;
    kept += char;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

export function titleFor(title: string, marketplace: MarketplaceId | 'default'): string {
  return truncateTitle(title, TITLE_LIMITS[marketplace] ?? TITLE_LIMITS.default);
}

/** The number a marketplace's price box accepts: no currency sign, no thousands separator. */
export function plainPrice(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Spec §9: the first two sentences plus the condition. */
export function shareDescription(description: string, condition: string): string {
  const sentences = firstSentences(description, 2);
  const label = conditionLabel(condition);
  if (!label) return sentences;
  return `${sentences}${sentences ? ' ' : ''}Condition: ${label}.`;
}

/** Spec §9: each tag with its spaces removed, as '#tag'; empty tags and repeats dropped. */
export function hashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const bare = tag.replace(/\s+/gu, '').replace(/^#+/u, '');
    if (bare) seen.add(`#${bare}`);
  }
  return [...seen];
}

export interface ListingFields {
  title: string;
  description: string;
  price: string;
  condition: string;
  tags: string;
}

export function listingFields(data: ShareData, marketplace: MarketplaceId): ListingFields {
  return {
    title: titleFor(data.title, marketplace),
    description: shareDescription(data.description, data.condition),
    price: plainPrice(data.price),
    condition: conditionLabel(data.condition),
    tags: hashtags(data.tags).join(' '),
  };
}

export interface ListingTextOptions {
  /** Photos shared with the text: when several, the caption says which one is the cover. */
  photoCount?: number;
}

/** The complete listing as one paste: title, price, description, hashtags and the item's link. */
export function listingText(
  data: ShareData,
  marketplace: MarketplaceId,
  { photoCount = 0 }: ListingTextOptions = {},
): string {
  const fields = listingFields(data, marketplace);
  const lines = [fields.title, `Price: ${formatPrice(data.price)}`, '', fields.description];
  if (fields.tags) lines.push('', fields.tags);
  // Some Android share targets reorder several files; the caption names the cover explicitly.
  if (photoCount > 1) lines.push('', `Cover photo: photo 1 of ${photoCount} (item-image-1.jpg).`);
  if (data.url) lines.push('', data.url);
  return lines.join('\n');
}
