/**
 * Sentence splitting for the shared description (spec §9: the first two sentences). Sellers and
 * the AI write prices ('$12.50'), abbreviations ('Dr.', 'e.g.', 'No. 5'), ellipses and emoji, so a
 * full stop only ends a sentence when whitespace follows and it is not part of one of those.
 */

/** Words that end in a full stop without ending the sentence (lower case, without the stop). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'no',
  'nos',
  'vs',
  'etc',
  'approx',
  'est',
  'inc',
  'ltd',
  'co',
  'corp',
  'dept',
  'fig',
  'vol',
  'ed',
  'e.g',
  'i.e',
  'cf',
  'al',
  'oz',
  'lb',
  'lbs',
  'in',
  'ft',
  'cm',
  'mm',
  'qty',
  'min',
  'max',
  'ave',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** A run of terminal punctuation, optional closing quotes/brackets, then whitespace. */
const BOUNDARY = /([.!?\u2026]+)(["'”’)\]]*)(\s+)/gu;

function endsWithAbbreviation(before: string): boolean {
  const word = /(?:^|[\s(["'])([\p{L}.]+)$/u.exec(before)?.[1];
  if (!word) return false;
  const bare = word.toLowerCase();
  // Single-letter initials ('J. Smith') are not sentence ends either.
  return ABBREVIATIONS.has(bare) || bare.length === 1;
}

/** True when the punctuation run at `index` really closes a sentence. */
function isSentenceEnd(text: string, index: number, punctuation: string, nextChar: string): boolean {
  // An ellipsis trails off, it does not end.
  if (punctuation.includes('..') || punctuation.includes('\u2026')) return false;
  if (/\p{Ll}/u.test(nextChar)) return false; // 'e.g. a lamp', 'approx. two feet'
  if (punctuation === '.' && endsWithAbbreviation(text.slice(0, index))) return false;
  return true;
}

export function splitSentences(text: string): string[] {
  const normalized = text.trim();
  if (!normalized) return [];
  const sentences: string[] = [];
  let start = 0;
  for (const match of normalized.matchAll(BOUNDARY)) {
    const index = match.index;
    const end = index + match[1].length + match[2].length;
    const nextChar = normalized.charAt(end + match[3].length);
    if (!nextChar || !isSentenceEnd(normalized, index, match[1], nextChar)) continue;
    sentences.push(normalized.slice(start, end).trim());
    start = end + match[3].length;
  }
  const rest = normalized.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function firstSentences(text: string, count: number): string {
  return splitSentences(text).slice(0, count).join(' ');
}
