/**
 * What kind of item the AI found, from its own words (category, marketplace categories, name),
 * for two questions: does a marketplace sell it, and what does shipping it usually cost.
 */
import type { MarketplaceCategories } from '../types/entities';
import type { ItemKind } from './marketplaceFees';

export interface ItemWords {
  category: string;
  /** The AI's marketplace categories (spec §3), when there are any. */
  marketplaceCategories?: Partial<MarketplaceCategories>;
  itemName?: string;
}

// Checked in this order: 'leather jacket' is fashion, 'camera bag' is fashion, 'desk lamp' is home.
const KINDS: readonly [ItemKind, RegExp][] = [
  [
    'fashion',
    /\b(cloth\w*|apparel|fashion|shoes?|sneakers?|boots?|heels|dress(es)?|shirts?|t-shirts?|tops?|blouses?|jackets?|coats?|jeans|pants|trousers|skirts?|shorts|sweaters?|hoodies?|knitwear|bags?|handbags?|purses?|backpacks?|wallets?|jewel\w*|necklaces?|rings?|bracelets?|earrings?|watch(es)?|accessor\w*|hats?|caps?|scarf|scarves|belts?|sunglasses|menswear|womenswear)\b/i,
  ],
  [
    'electronics',
    /\b(electronic\w*|cameras?|lens(es)?|phones?|smartphones?|iphone|computers?|laptops?|tablets?|ipad|audio|headphones?|earbuds|speakers?|consoles?|video games?|gaming|tvs?|televisions?|monitors?|drones?|turntables?|stereo)\b/i,
  ],
  [
    'home',
    /\b(home|kitchen\w*|cookware|decor|furniture|chairs?|tables?|desks?|sofas?|couch(es)?|lamps?|lighting|rugs?|bedding|vases?|dinnerware|appliances?|garden|tools?|mugs?|pottery)\b/i,
  ],
];

export function itemKind({ category, marketplaceCategories = {}, itemName = '' }: ItemWords): ItemKind {
  // The AI's own category decides first; its marketplace categories and the name break a blank.
  for (const words of [category, ...Object.values(marketplaceCategories), itemName]) {
    const kind = words && KINDS.find(([, pattern]) => pattern.test(words))?.[0];
    if (kind) return kind;
  }
  return 'other';
}

/** What shipping usually costs in the US for each kind of item, the seller's starting figure. */
export const DEFAULT_SHIPPING: Readonly<Record<ItemKind, number>> = {
  fashion: 8,
  electronics: 12,
  home: 15,
  other: 10,
};

export const KIND_LABELS: Readonly<Record<ItemKind, string>> = {
  fashion: 'clothing and accessories',
  electronics: 'electronics',
  home: 'home goods',
  other: 'this kind of item',
};

/** The shipping a seller starts from for this item: the usual cost for its kind. */
export function defaultShipping(item: ItemWords): number {
  return DEFAULT_SHIPPING[itemKind(item)];
}
