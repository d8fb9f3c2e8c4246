/**
 * Which of the listings a search returned are the same product as the seller's item. Pure: the
 * listings and the item in, those kept and each dropped one with its reason out (the reasons are
 * for tests and the log; the seller sees only what the price was computed from).
 *
 * A keyword search for a popular product returns its accessories ("Case for Apple iPhone 14 13 12
 * 11 Pro Max"), titles naming several models, other generations and variants, lots and parts.
 * In this order, a listing is dropped when:
 *
 * 1. `currency`: it is not priced in US dollars (or has no positive price);
 * 2. `category`: it is outside the item's eBay category, when one is known;
 * 3. `condition`: its eBay condition is not one the item's grade maps to (refurbished grades only
 *    for a refurbished item, never "for parts");
 * 4. `not-one-item`: its words say parts, broken, not working, for repair, a lot, a bundle or a pack;
 * 5. `accessory`: it is something for the item ("case for", "screen protector", "charger", "box
 *    only") and the item is not that kind of thing;
 * 6. `several-models`: its title names several models ("iPhone 11 | 11 Pro | 11 Pro Max");
 * 7. `other-model`: another model, generation, variant or capacity than the item's;
 * 8. `far-from-estimate`: under a quarter or over four times the AI's own estimate, unless most
 *    listings left are there too (then it is the AI that priced something else);
 * 9. `outlier`: outside Tukey's fences over what is left (comparableStats.ts).
 *
 * A word the item's own name uses is never held against a listing ("LEGO bundle" is priced against
 * bundles, an iPhone case against cases).
 */
import { isNotOneWorkingItem, tukeyKept } from './comparableStats';
import { ACCESSORY_WORDS, itemTermsOf, titleWords, VARIANT_WORDS, wordsOf, type ItemTerms } from './itemTerms';
import type { ItemCondition } from '../types/entities';

export type DropReason =
  | 'currency'
  | 'category'
  | 'condition'
  | 'not-one-item'
  | 'accessory'
  | 'several-models'
  | 'other-model'
  | 'far-from-estimate'
  | 'outlier';

export interface FilterableListing {
  title: string;
  price: number;
  currency: string;
  condition: string;
  /** eBay's condition id ('1000', '3000' …), when the answer had one. */
  conditionId?: string;
  /** eBay's category ids of the listing, leaf first, when the answer had them. */
  categoryIds?: string[];
}

export interface FilterItem {
  itemName: string;
  brandName?: string;
  modelNumber?: string;
  estimatedCondition?: ItemCondition;
  /** The identification's words for the condition ("Refurbished, …"). */
  condition?: string;
}

export interface FilterOptions {
  /** The AI's own estimate, when there is one. */
  estimate?: number;
  /** The item's eBay category id, when one is known. */
  categoryId?: string;
}

export interface FilteredComparables<T> {
  kept: T[];
  dropped: { listing: T; reason: DropReason }[];
}

/** How far from the AI's estimate, as a factor either way, a listing is held apart (reason 8). */
export const APART_FACTOR = 4;

/**
 * eBay condition ids per grade, as eBay defines them. 3000 (Used) is in every used grade: many
 * categories know no finer one. Refurbished grades (2000 Certified, 2010 Excellent, 2020 Very
 * Good, 2030 Good, 2500 Seller) are added for an item that is refurbished. 7000 (For parts or not
 * working) never.
 */
export const EBAY_CONDITION_IDS: Record<ItemCondition, string[]> = {
  new: ['1000', '1500'],
  'like-new': ['1500', '2750', '3000', '4000'],
  good: ['3000', '4000', '5000'],
  fair: ['3000', '5000', '6000'],
  poor: ['3000', '6000'],
};
export const REFURBISHED_CONDITION_IDS = ['2000', '2010', '2020', '2030', '2500'];

const REFURBISHED = /\b(refurbished|renewed|refurb)\b/i;

/** The eBay condition ids a search for this item asks for (undefined: any). */
export function conditionIdsFor(item: FilterItem): string[] | undefined {
  if (!item.estimatedCondition) return undefined;
  const refurbished = REFURBISHED.test(`${item.itemName} ${item.condition ?? ''}`);
  return [...EBAY_CONDITION_IDS[item.estimatedCondition], ...(refurbished ? REFURBISHED_CONDITION_IDS : [])];
}

/** Words before an accessory word that make it part of the item's own listing ("with charger"). */
const WITH = new Set(['with', 'w/', 'w', 'includes', 'including', 'incl', '+', 'and', 'plus']);
/** A case made of these is the item's own body (a watch's "Aluminum Case"), not an accessory. */
const BODY_MATERIALS = new Set(['aluminum', 'aluminium', 'steel', 'titanium', 'ceramic', 'gold', 'carbon']);

function hasPhrase(words: string[], phrase: string[]): number {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/** True when the title is something for the item (an accessory, a part, its box), not the item. */
export function isAccessory(title: string, terms: ItemTerms, itemWords: Set<string>): boolean {
  // The item is itself something for another (a case, a charger): its kind is priced against its kind.
  if (terms.kind) return false;
  const words = wordsOf(title);
  // "for iPhone …", "for Apple iPhone …", "fits Nike …": made for the item.
  const family = terms.model.find((w) => !/\d/.test(w)) ?? terms.model[0];
  const brand = terms.brand ? wordsOf(terms.brand)[0] : undefined;
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i] !== 'for' && words[i] !== 'fits' && words[i] !== 'fit') continue;
    const after = words.slice(i + 1, i + 4);
    if ((family && after.includes(family)) || (brand && after[0] === brand)) return !itemWords.has(words[i]);
  }
  return ACCESSORY_WORDS.some((accessory) => {
    const phrase = accessory.split(' ');
    if (phrase.every((w) => itemWords.has(w))) return false;
    const at = hasPhrase(words, phrase);
    if (at < 0) return false;
    const before = words.slice(Math.max(0, at - 3), at);
    if (before.some((w) => WITH.has(w))) return false;
    if (phrase[0] === 'case' && before.some((w) => BODY_MATERIALS.has(w))) return false;
    return true;
  });
}

/** Why a title is another product than the item, or undefined when it is the same one. */
export function otherProduct(title: string, terms: ItemTerms): 'several-models' | 'other-model' | undefined {
  const { words, numbers, capacities } = titleWords(title);
  const itemNumbers = new Set(terms.numbers);
  if (itemNumbers.size > 0 && !terms.several) {
    const distinct = new Set(numbers);
    if (![...itemNumbers].every((n) => distinct.has(n))) return 'other-model';
  }
  if (itemNumbers.size > 0 && !terms.several) {
    const distinct = new Set(numbers);
    // The item's number beside others of its kind, or said twice ("iPhone 11 | 11 Pro | 11 Pro Max").
    // Others of the same shape as the item's own (all digits, as many): 14 13 12 beside an 11.
    const shapes = new Set([...itemNumbers].filter((n) => /^\d+$/.test(n)).map((n) => n.length));
    const others = [...distinct].filter((n) => !itemNumbers.has(n) && /^\d+$/.test(n) && shapes.has(n.length));
    const repeated = numbers.filter((n) => itemNumbers.has(n)).length > itemNumbers.size;
    if (others.length > 0 || repeated) return 'several-models';
  }
  // The variant: exactly the item's own words from the variant vocabulary.
  const itemVariant = new Set(terms.variant.filter((w) => VARIANT_WORDS.has(w)));
  for (const word of words)
    if (VARIANT_WORDS.has(word) && !itemVariant.has(word) && !terms.model.includes(word)) return 'other-model';
  for (const word of itemVariant) if (!words.has(word)) return 'other-model';
  // The model's line: most of its words, at least (titles leave out a word: "RTX 4090").
  const named = terms.model.filter((w) => !terms.numbers.includes(w));
  const missing = named.filter((w) => !words.has(w)).length;
  if (named.length > 0 && missing > Math.floor(named.length / 2)) return 'other-model';
  // The capacity: a listing naming only other capacities is another product.
  if (terms.spec && /^\d/.test(terms.spec) && capacities.length > 0 && !capacities.includes(terms.spec.toLowerCase()))
    return 'other-model';
  return undefined;
}

export function filterComparables<T extends FilterableListing>(
  listings: readonly T[],
  item: FilterItem,
  { estimate, categoryId }: FilterOptions = {},
): FilteredComparables<T> {
  const terms = itemTermsOf(item);
  const itemWords = new Set(wordsOf(item.itemName));
  const conditionIds = conditionIdsFor(item);
  const dropped: FilteredComparables<T>['dropped'] = [];
  const reasonOf = (listing: T): DropReason | undefined => {
    if (listing.currency !== 'USD' || !Number.isFinite(listing.price) || listing.price <= 0) return 'currency';
    if (categoryId && listing.categoryIds?.length && !listing.categoryIds.includes(categoryId)) return 'category';
    if (conditionIds && listing.conditionId && !conditionIds.includes(listing.conditionId)) return 'condition';
    if (isNotOneWorkingItem(listing, item.itemName)) return 'not-one-item';
    if (isAccessory(listing.title, terms, itemWords)) return 'accessory';
    return otherProduct(listing.title, terms);
  };
  let kept: T[] = [];
  for (const listing of listings) {
    const reason = reasonOf(listing);
    if (reason) dropped.push({ listing, reason });
    else kept.push(listing);
  }

  if (estimate !== undefined && estimate > 0 && kept.length > 0) {
    const apart = (l: T) => l.price < estimate / APART_FACTOR || l.price > estimate * APART_FACTOR;
    const away = kept.filter(apart);
    // Most of the listings far from the AI: the AI has priced something else, they stay.
    if (away.length * 2 <= kept.length) {
      for (const listing of away) dropped.push({ listing, reason: 'far-from-estimate' });
      kept = kept.filter((l) => !apart(l));
    }
  }

  const fenced = tukeyKept(kept);
  for (const listing of kept) if (!fenced.includes(listing)) dropped.push({ listing, reason: 'outlier' });
  return { kept: fenced, dropped };
}
