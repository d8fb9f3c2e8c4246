/**
 * Pure coercions for what a model gets slightly wrong: prices written as text, confidence as a
 * fraction or a percentage string, free-text conditions, lists written as one string. Anything
 * that cannot be coerced comes back empty or null so the schema check can reject it.
 */
import { CONDITIONS, type ItemCondition } from '@snap/shared/contracts';

/** '$1,299.99' → 1299.99, 45 → 45; negative, missing or wordy values → null. */
export function parsePrice(value: unknown): number | null {
  let amount: number | null = null;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string') {
    // The leftmost number wins ('$30-40' → 30); a minus right before it (or before its '$') is kept.
    const match = value.replace(/,/g, '').match(/(-)?\s*\$?\s*(\d+(?:\.\d+)?)/);
    amount = match ? Number(match[2]) * (match[1] ? -1 : 1) : null;
  }
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * 100) / 100;
}

/** Confidence is 0–100. Models also answer 0.85 or '85%'; anything unreadable means "no confidence". */
export function clampConfidence(value: unknown): number {
  const raw = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return 0;
  const percent = raw > 0 && raw < 1 ? raw * 100 : raw;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** Checked in order: the more specific phrases ("like new", "for parts") win over bare "new"/"used". */
const CONDITION_PATTERNS: ReadonlyArray<[RegExp, ItemCondition]> = [
  [/\b(like[\s_-]?new|mint|excellent|open[\s_-]?box|nwot|new without tags)\b/, 'like-new'],
  [/\b(for parts|parts only|broken|damaged|not working|poor|heavily used)\b/, 'poor'],
  [/\b(fair|acceptable|worn)\b/, 'fair'],
  [/\b(good|used|pre[\s_-]?owned)\b/, 'good'],
  [/\b(new|nwt|unused|sealed|nib)\b/, 'new'],
];

export function mapCondition(value: unknown): ItemCondition | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const exact = CONDITIONS.find((condition) => condition === text.replace(/[\s_]+/g, '-'));
  if (exact) return exact;
  return CONDITION_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Strings are trimmed, numbers become text, anything else is empty. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const NO_VALUE = /^(unknown|n\/?a|none|null|not visible|not applicable|unbranded|-)$/i;

/** For optional fields such as brand and model: placeholders like 'Unknown' mean absent. */
export function toOptionalText(value: unknown): string | undefined {
  const text = toText(value);
  return text === '' || NO_VALUE.test(text) ? undefined : text;
}

/** Missing lists become []; a list written as one comma-separated string is split. */
export function toStringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\n]/) : [];
  return items.map(toText).filter((item) => item !== '');
}

const ELLIPSIS = '…';
const HIGH_SURROGATE = /[\uD800-\uDBFF]$/;
const LAST_SPACE = /\s(?=\S*$)/;
const DANGLING = /[\s,;:\-–—]+$/;

/**
 * Trimmed, and at most `max` characters: a longer text is cut at its last word boundary (unless
 * that would drop more than half of what fits; then mid-word) and ends with '…'.
 */
export function clampText(value: string, max: number): string {
  const text = value.trim();
  if (text.length <= max) return text;
  const room = max - ELLIPSIS.length;
  let cut = text.slice(0, room);
  if (HIGH_SURROGATE.test(cut)) cut = cut.slice(0, -1);
  if (!/\s/.test(text.charAt(cut.length))) {
    const space = cut.search(LAST_SPACE);
    if (space >= room / 2) cut = cut.slice(0, space);
  }
  return `${cut.replace(DANGLING, '') || cut.trimEnd()}${ELLIPSIS}`;
}

/** At most `maxEntries` non-blank entries, each clamped to `maxLength`. */
export function clampList(values: readonly string[], maxEntries: number, maxLength: number): string[] {
  return values
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .slice(0, maxEntries)
    .map((value) => clampText(value, maxLength));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
