/**
 * The words that name an item, read from its name as the identification (or a marketplace title)
 * writes it: the brand, the model's words, the variant (Pro, Max, mini …) and the one spec that
 * sets the price (a capacity, a size). Pure; the market search is built from it (marketSearch.ts)
 * and the listings that come back are held against it (comparableFilter.ts).
 *
 * What is left out is what a buyer would not type and what changes nothing about which product
 * it is: conditions ("Excellent Condition"), carriers and unlocking, colours, packaging, years,
 * marketing words, and eBay's own query syntax (parentheses and commas make OR groups, a leading
 * minus excludes, quotes make a phrase, `*` is refused).
 */

export interface ItemTerms {
  /** The brand as written, when the name or the identification has one. */
  brand?: string;
  /**
   * The words that name the model (lower case), without brand, variant or spec: its number and the
   * words of its line before it, `['iphone', '11']`, `['geforce', 'rtx', '4090']`.
   */
  model: string[];
  /** Words that make a variant of the model (lower case): `['pro', 'max']`. */
  variant: string[];
  /** The spec that sets the price, as a buyer writes it: `'64GB'`, `'size 10'`. */
  spec?: string;
  /** The model's number (generation, set number), at most one: a listing for another is another product. */
  numbers: string[];
  /** What the item is when it is made for another (`'case'`, `'screen protector'`): it goes in the query. */
  kind?: string;
  /** The name itself names several models ("Case for iPhone 14 13 12 11"): titles that do are alike. */
  several?: boolean;
}

/** Words of a variant: a listing that has one the item lacks (or lacks one it has) is another product. */
export const VARIANT_WORDS = new Set([
  'pro',
  'max',
  'plus',
  'mini',
  'ultra',
  'lite',
  'se',
  'xl',
  'xs',
  'xr',
  'air',
  'ti',
  'super',
]);

/** Things made for an item rather than the item; matched as words or phrases of the title. */
export const ACCESSORY_WORDS = [
  'case',
  'cases',
  'cover',
  'covers',
  'skin',
  'skins',
  'screen protector',
  'protector',
  'tempered glass',
  'glass film',
  'charger',
  'charging',
  'cable',
  'cord',
  'adapter',
  'dock',
  'holder',
  'mount',
  'stand',
  'strap',
  'lanyard',
  'decal',
  'sticker',
  'stickers',
  'replacement',
  'housing',
  'back glass',
  'lens protector',
  'insoles',
  'laces',
  'shoelaces',
  'keychain',
  'box only',
  'empty box',
  'instructions only',
  'manual only',
  'display case',
  'light kit',
  'lens cap',
  'pouch',
  'sleeve',
  'wallet',
  'holster',
  'compatible',
];
/** Words that say nothing about which product it is (conditions, carriers, colours, packaging, marketing). */
const NOISE = new Set(
  (
    'new used pre-owned preowned owned open box sealed brand condition excellent great good very fair mint ' +
    'pristine like working works tested refurbished renewed certified grade unlocked locked factory gsm cdma ' +
    'verizon at&t att t-mobile tmobile sprint cricket boost metro us cellular carrier carriers any all ' +
    'black white silver gold grey gray blue red green pink purple yellow orange brown beige navy rose ' +
    'space midnight starlight graphite sierra alpine product jet matte coral teal ' +
    'authentic genuine original oem official free fast shipping ship ships shipped same day nwt nwob nib ' +
    'with w/ and & the a an of in + - – | / ! by from only clean nice rare vintage retro for fit fits per ' +
    'smartphone phone cell mobile cellphone sneakers sneaker shoes shoe trainers running athletic ' +
    'mens men womens women unisex kids boys girls adult ' +
    'graphics card video gaming gpu pc desktop laptop computer edition in-hand hand instock stock us-seller seller '
  )
    .trim()
    .split(/\s+/),
);

/** Words eBay's default category suggestions are better without; kept in the name, out of the query. */
const CAPACITY = /^(\d+(?:\.\d+)?)\s?(gb|tb|mb)$/i;
const YEAR = /^(19[5-9]\d|20[0-4]\d)$/;
const SIZE_WORDS = new Set(['size', 'sz', 'us', 'uk', 'eu', 'm', 'w']);
/** The one-word ACCESSORY_WORDS: what an item made for another is, never the other's model. */
const ACCESSORY_WORD_SET = new Set(ACCESSORY_WORDS.filter((phrase) => !phrase.includes(' ')));
/** A name of at most this many words (after noise) is read as the model's own name. */
const SHORT_NAME = 4;
const ORDINAL = /^\d+(st|nd|rd|th)$/i;

/** A title or name as words, their case kept: eBay's syntax characters and punctuation gone. */
export function displayWordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(/[’`]/g, "'")
      .replace(/(\d)\s+(gb|tb|mb)\b/gi, '$1$2')
      // "64/128/256GB" names three capacities.
      .replace(/\b((?:\d+\/)+\d+)(gb|tb)\b/gi, (_, list: string, unit: string) =>
        list
          .split('/')
          .map((n) => `${n}${unit}`)
          .join(' '),
      )
      .replace(/["“”()[\]{},;:!?*#@~^=<>]/g, ' ')
      .replace(/[^\p{L}\p{N}\s'&+/.%-]/gu, ' ')
      .replace(/(^|\s)[-–+]+(?=\S)/g, ' ')
      .replace(/\s+[-–|/]+\s+/g, ' ')
      .replace(/[|/](?!\s)/g, ' ')
      .split(/\s+/)
      .map((word) => word.replace(/^['.]+|['.]+$/g, ''))
      .filter(Boolean)
  );
}

/** A title or name as words in lower case (see displayWordsOf). */
export function wordsOf(text: string): string[] {
  return displayWordsOf(text).map((word) => word.toLowerCase());
}

/** A word that names a model number: a generation, a set number (not a capacity, a year or a size). */
export function isModelNumber(word: string): boolean {
  return (
    /\d/.test(word) &&
    !CAPACITY.test(word) &&
    !YEAR.test(word) &&
    !/%$/.test(word) &&
    !/^g?ddr\d/.test(word) &&
    !/^\d+x$/.test(word) &&
    !/^\d+g$/.test(word) &&
    word.length <= 8
  );
}

/**
 * The words of `text` with sizes taken out ("size 10", "us 9.5", "m 10"), so a shoe's size is not
 * read as a model number. Returns the words left and the size when there was one.
 */
function withoutSize(words: string[]): { words: string[]; size?: string } {
  const left: string[] = [];
  let size: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (SIZE_WORDS.has(word) && next && /^\d{1,2}(\.5)?$/.test(next)) {
      size ??= `size ${next}`;
      i++;
      continue;
    }
    const joined = /^(?:sz|us|size)(\d{1,2}(?:\.5)?)$/.exec(word);
    if (joined) {
      size ??= `size ${joined[1]}`;
      continue;
    }
    if (/^\d{1,2}\.5$/.test(word)) {
      size ??= `size ${word}`;
      continue;
    }
    left.push(word);
  }
  return { words: left, size };
}

/** The words of a title a comparison reads: sizes, capacities and years set apart. */
export function titleWords(title: string): { words: Set<string>; numbers: string[]; capacities: string[] } {
  const { words } = withoutSize(wordsOf(title));
  const numbers = words.filter(isModelNumber).filter((w) => !ORDINAL.test(w));
  const capacities = words.filter((w) => CAPACITY.test(w));
  return { words: new Set(words), numbers, capacities };
}

/**
 * Which of the model's words is its number: the first one that follows a word of the name (a part
 * number leading a marketplace title, "R0W29C HP NVIDIA Tesla T4", is not the model), else the first.
 */
function numberAt(model: string[]): number {
  const numbered = model.map((w, i) => (isModelNumber(w) && !ORDINAL.test(w) ? i : -1)).filter((i) => i >= 0);
  return numbered.find((i) => i > 0 && !isModelNumber(model[i - 1])) ?? numbered[0] ?? -1;
}

/** The item's terms from its name, brand and model number as the identification writes them. */
export function itemTermsOf({
  itemName,
  brandName,
  modelNumber,
}: {
  itemName: string;
  brandName?: string;
  modelNumber?: string;
}): ItemTerms {
  const brandWords = brandName ? wordsOf(brandName) : [];
  const { words, size } = withoutSize(wordsOf(itemName));
  const capacities = [...new Set(words.filter((w) => CAPACITY.test(w)))];
  const named: string[] = [];
  for (const word of words) {
    if (brandWords.includes(word) || NOISE.has(word) || YEAR.test(word) || CAPACITY.test(word)) continue;
    if (/^g?ddr\d/.test(word) || word.length > 20 || ACCESSORY_WORD_SET.has(word)) continue;
    if (!named.includes(word)) named.push(word);
  }
  // The model number the identification read, when the name carries none.
  if (numberAt(named) < 0)
    for (const word of modelNumber ? wordsOf(modelNumber) : [])
      if (!named.includes(word) && isModelNumber(word)) named.push(word);

  const at = numberAt(named);
  // The model: the number and the (at most two) words that name its line before it ("GeForce RTX
  // 4090", "iPhone 11", "Air Max 90"); without a number, the name's first words. The variant: words
  // of VARIANT_WORDS after the number ("Pro Max", "Ti", "Super").
  const model = at >= 0 ? named.slice(Math.max(0, at - 2), at + 1) : named.slice(0, 4);
  // The model number the identification read, when it carries the name's number further ("AE-1
  // Program" for an "AE-1"): every word of it is the model's. Another code ("AE-1P") is not searched.
  const read = modelNumber ? wordsOf(modelNumber) : [];
  if (at >= 0 && read.includes(named[at]))
    for (const word of read)
      if (!model.includes(word) && !NOISE.has(word) && !VARIANT_WORDS.has(word)) model.push(word);
  const variant = at >= 0 ? named.slice(at + 1).filter((w) => VARIANT_WORDS.has(w)) : [];
  // A short name is the model's own ("Canon AE-1 Program", "Air Jordan 1 Mocha"): its words after
  // the number are the model's too. A long one is a marketplace title, and they are its marketing.
  if (at >= 0 && named.length <= SHORT_NAME)
    model.push(
      ...named.slice(at + 1).filter((w) => !VARIANT_WORDS.has(w) && !isModelNumber(w) && !ACCESSORY_WORDS.includes(w)),
    );
  const brand = brandName?.trim() || undefined;
  const kind = ACCESSORY_WORDS.find((accessory) => {
    const phrase = accessory.split(' ');
    return words.some((_, i) => phrase.every((w, j) => words[i + j] === w));
  });
  const shape = at >= 0 && /^\d+$/.test(named[at]) ? named[at].length : 0;
  const several = shape > 0 && named.some((w, i) => i !== at && /^\d+$/.test(w) && w.length === shape);
  // One capacity is the spec; a name listing several ("64GB 128GB 256GB") has none.
  const spec = capacities.length === 1 ? capacities[0].toUpperCase() : capacities.length === 0 ? size : undefined;
  return {
    ...(brand ? { brand } : {}),
    model,
    variant,
    ...(spec ? { spec } : {}),
    numbers: at >= 0 ? [named[at]] : [],
    ...(kind ? { kind } : {}),
    ...(several ? { several } : {}),
  };
}
