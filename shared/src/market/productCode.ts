/**
 * A product's code as a barcode carries it: EAN-13, UPC-A, UPC-E, EAN-8, and a book's ISBN (an
 * EAN-13 starting 978 or 979, or the older ten-character form). The one piece of a photo that names
 * the exact product without guessing, so it is held to its check digit: a code misread by one digit
 * fails it, and a code that fails it is never used (never searched, never told to the model).
 *
 * Every code becomes a GTIN as eBay's Browse API searches it (`gtin`): UPC-E expanded to its UPC-A,
 * an ISBN-10 to its ISBN-13. The gateway and the browser share these, so what one accepts the other
 * does.
 */

export type ProductCodeKind = 'EAN-13' | 'UPC-A' | 'EAN-8' | 'ISBN';

export interface ProductCode {
  /** The code as eBay searches it: 8, 12 or 13 digits, its check digit right. */
  gtin: string;
  kind: ProductCodeKind;
}

/** At most this many codes go with one analysis (a photo of a shelf may show several). */
export const MAX_PRODUCT_CODES = 3;

/** How an analysis whose photos are sent as bytes carries its codes: comma-separated GTINs. */
export const PRODUCT_CODES_HEADER = 'X-Product-Codes';
/** The one of those codes the seller said names the item, after its listings named another product (CodeConflict). */
export const CONFIRMED_CODE_HEADER = 'X-Product-Code-Confirmed';

/**
 * The GS1 check: from the right, the digits before the check digit weigh 3, 1, 3, 1…; the check
 * digit brings the sum to a multiple of ten. The same for GTIN-8, -12, -13 and -14.
 */
const gs1CheckDigit = (body: string): number => {
  let sum = 0;
  for (let index = body.length - 1, weight = 3; index >= 0; index -= 1, weight = 4 - weight) {
    sum += Number(body[index]) * weight;
  }
  return (10 - (sum % 10)) % 10;
};

export const gs1CheckDigitHolds = (digits: string): boolean =>
  /^\d{8,14}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/**
 * UPC-E (8 digits: number system 0 or 1, six digits, check digit) as the UPC-A it stands for; none
 * for a code that is not UPC-E. The check digit is the UPC-A's, so it is checked there.
 */
export function upcEToUpcA(code: string): string | undefined {
  const match = /^([01])(\d)(\d)(\d)(\d)(\d)(\d)(\d)$/.exec(code);
  if (!match) return undefined;
  const [, system, d1, d2, d3, d4, d5, last, check] = match;
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d1}${d2}${last}0000${d3}${d4}${d5}`;
  else if (last === '3') body = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (last === '4') body = `${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${d1}${d2}${d3}${d4}${d5}0000${last}`;
  return `${system}${body}${check}`;
}

/** An ISBN-10 (its last character may be X) as its ISBN-13; none when its own check fails. */
export function isbn10ToIsbn13(isbn10: string): string | undefined {
  const code = isbn10.replace(/[-\s]/g, '').toUpperCase();
  if (!/^\d{9}[\dX]$/.test(code)) return undefined;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) sum += (code[index] === 'X' ? 10 : Number(code[index])) * (10 - index);
  if (sum % 11 !== 0) return undefined;
  const body = `978${code.slice(0, 9)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** An ISBN-13 of the 978 prefix as the ISBN-10 printed on older books; none otherwise. */
export function isbn13ToIsbn10(isbn13: string): string | undefined {
  if (!/^978\d{10}$/.test(isbn13) || !gs1CheckDigitHolds(isbn13)) return undefined;
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(body[index]) * (10 - index);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : check}`;
}

/**
 * A code as read (digits, maybe with spaces or hyphens) as the product code it is, or none when
 * it is no code of these kinds or its check digit is wrong. Eight digits are an EAN-8 unless the
 * reader said UPC-E (`format`): the digits alone cannot tell the two apart.
 */
export function productCodeOf(raw: string, format?: 'UPC-E'): ProductCode | undefined {
  const text = raw.replace(/[-\s]/g, '');
  if (/^\d{9}[\dXx]$/.test(text)) {
    const isbn = isbn10ToIsbn13(text);
    return isbn ? { gtin: isbn, kind: 'ISBN' } : undefined;
  }
  if (!/^\d+$/.test(text)) return undefined;
  if (text.length === 13 && !gs1CheckDigitHolds(text)) return undefined;
  // A UPC-A written as an EAN-13 (the leading 0 readers such as ZXing add) is the UPC-A itself.
  if (text.length === 13 && text.startsWith('0')) return { gtin: text.slice(1), kind: 'UPC-A' };
  if (text.length === 13) return { gtin: text, kind: /^97[89]/.test(text) ? 'ISBN' : 'EAN-13' };
  if (text.length === 12) return gs1CheckDigitHolds(text) ? { gtin: text, kind: 'UPC-A' } : undefined;
  if (text.length === 8 && format === 'UPC-E') {
    const upcA = upcEToUpcA(text);
    return upcA && gs1CheckDigitHolds(upcA) ? { gtin: upcA, kind: 'UPC-A' } : undefined;
  }
  if (text.length === 8) return gs1CheckDigitHolds(text) ? { gtin: text, kind: 'EAN-8' } : undefined;
  return undefined;
}

/** Each product once (the same GTIN read twice, or from two photos), first seen first; none of the absent. */
export function distinctProductCodes(codes: Iterable<ProductCode | undefined>): ProductCode[] {
  const kept: ProductCode[] = [];
  for (const code of codes) if (code && !kept.some(({ gtin }) => gtin === code.gtin)) kept.push(code);
  return kept;
}

/** The distinct codes that hold, in the order given, at most MAX_PRODUCT_CODES (GTINs: no UPC-E). */
export function productCodesOf(raw: readonly string[]): ProductCode[] {
  return distinctProductCodes(raw.map((text) => productCodeOf(text))).slice(0, MAX_PRODUCT_CODES);
}

/** How the evidence names a search by a product's code (and how the screen knows one). */
const GTIN_LABEL = /^GTIN (\d{8,14})$/;

export const gtinSearchLabel = (gtin: string): string => `GTIN ${gtin}`;

/** The code a search was made by, from the evidence's label; none for a search by words. */
export const gtinOfSearchLabel = (label: string | undefined): string | undefined =>
  label ? GTIN_LABEL.exec(label)?.[1] : undefined;
