/**
 * The result shapes of spec §3 as the gateway returns them: a model reply is first coerced
 * (normalise.ts), then validated with zod. Whatever still does not fit is an invalid format.
 */
import {
  AI_EVIDENCE_REASONS,
  CONDITIONS,
  MAX_ANALYSIS_PHOTOS,
  MAX_EVIDENCE_QUERY_LENGTH,
  MAX_MARKET_COMPARABLES,
  MIN_MARKET_COMPARABLES,
} from '@snap/shared/contracts';
import { z } from 'zod';
import { ITEM_LIST_LIMITS, ITEM_TEXT_LIMITS } from '../itemLimits';
import { AiServiceError } from './aiErrors';
import {
  clampConfidence,
  clampList,
  clampText,
  isRecord,
  mapCondition,
  parsePrice,
  toOptionalText,
  toStringList,
  toText,
} from './normalise';

const text = z.string();
const requiredText = z.string().min(1);
const price = z.number().nonnegative();

export const identificationSchema = z.object({
  itemName: requiredText,
  category: requiredText,
  description: text,
  condition: text,
  suggestedKeywords: z.array(text),
  marketplaceCategories: z.object({ ebay: text, facebook: text, mercari: text, poshmark: text }),
  estimatedCondition: z.enum(CONDITIONS),
  brandName: text.optional(),
  modelNumber: text.optional(),
  searchQuery: requiredText.optional(),
  features: z.array(text),
  suggestedTitle: requiredText,
  suggestedDescription: text,
  photoDetails: z.array(z.object({ photo: z.number().int().min(1).max(MAX_ANALYSIS_PHOTOS), details: requiredText })),
  photoRequest: requiredText.optional(),
});

export const estimateSchema = z.object({
  estimatedPrice: price,
  priceRange: z.object({ min: price, max: price }),
  currency: z.literal('USD'),
  confidence: z.number().int().min(0).max(100),
  comparableItems: z.array(z.object({ title: requiredText, price, platform: text, condition: text })),
});

/**
 * The estimate as streamed: the model's figures checked against market listings
 * (shared/src/market/priceEvidence.ts), real listings only as comparables, and what it rests on. Limits keep a
 * saved listing within firestore.rules (10 comparables, title 200, platform and condition 100).
 */
/** The search as sent to eBay: one line, within eBay's own limit on `q`. */
const query = z
  .string()
  .min(1)
  .max(MAX_EVIDENCE_QUERY_LENGTH)
  .regex(/^[^\n\r]*$/);

export const evidenceSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('ebay'),
    kind: z.literal('asking'),
    count: z.number().int().min(MIN_MARKET_COMPARABLES),
    median: price,
    low: price,
    high: price,
    fetchedAt: z.iso.datetime(),
    demo: z.boolean(),
    query: query.optional(),
  }),
  z.object({ source: z.literal('ai'), reason: z.enum(AI_EVIDENCE_REASONS), query: query.optional() }),
]);

export const pricedEstimateSchema = estimateSchema.extend({
  comparableItems: z
    .array(
      z.object({
        title: requiredText.max(200),
        price,
        platform: z.literal('eBay'),
        condition: text.max(100),
        url: z.url({ protocol: /^https$/, hostname: /^(.+\.)?ebay\.com$/ }),
      }),
    )
    .max(MAX_MARKET_COMPARABLES),
  evidence: evidenceSchema,
  codeConflict: z.object({ gtin: z.string().regex(/^\d{8,14}$/), title: requiredText.max(80) }).optional(),
});

export const listingSchema = z.object({ title: requiredText, description: requiredText });

export type GatewayIdentification = z.infer<typeof identificationSchema>;
export type GatewayEstimate = z.infer<typeof estimateSchema>;
export type GatewayListing = z.infer<typeof listingSchema>;

/**
 * The one place an identification is shaped: whatever the model wrote comes out trimmed, every
 * text and list clamped to ITEM_TEXT_LIMITS / ITEM_LIST_LIMITS (so the estimate, which reads it
 * next, and a later listing request accept it), placeholders for brand and model left out, and
 * the grade one of CONDITIONS.
 */
function normaliseIdentification(raw: Record<string, unknown>): unknown {
  const text = (value: unknown, field: keyof typeof ITEM_TEXT_LIMITS) =>
    clampText(toText(value), ITEM_TEXT_LIMITS[field]);
  const optional = (value: unknown, field: 'brandName' | 'modelNumber' | 'searchQuery') => {
    const present = toOptionalText(value);
    return present === undefined ? {} : { [field]: clampText(present, ITEM_TEXT_LIMITS[field]) };
  };
  const itemName = text(raw.itemName, 'itemName');
  const category = text(raw.category, 'category') || 'Other';
  const description = text(raw.description, 'description');
  const categories = isRecord(raw.marketplaceCategories) ? raw.marketplaceCategories : {};
  const marketplaceCategory = (key: string) => text(categories[key], 'marketplaceCategory') || category;
  // A grade is needed for pricing; when neither field names one, 'good' is the neutral middle.
  const estimatedCondition = mapCondition(raw.estimatedCondition) ?? mapCondition(raw.condition) ?? 'good';
  return {
    itemName,
    category,
    description,
    condition: text(raw.condition, 'condition') || estimatedCondition,
    suggestedKeywords: clampList(
      toStringList(raw.suggestedKeywords),
      ITEM_LIST_LIMITS.suggestedKeywords,
      ITEM_TEXT_LIMITS.keyword,
    ),
    marketplaceCategories: {
      ebay: marketplaceCategory('ebay'),
      facebook: marketplaceCategory('facebook'),
      mercari: marketplaceCategory('mercari'),
      poshmark: marketplaceCategory('poshmark'),
    },
    estimatedCondition,
    ...optional(raw.brandName, 'brandName'),
    ...optional(raw.modelNumber, 'modelNumber'),
    ...optional(raw.searchQuery, 'searchQuery'),
    features: clampList(toStringList(raw.features), ITEM_LIST_LIMITS.features, ITEM_TEXT_LIMITS.feature),
    suggestedTitle: text(raw.suggestedTitle, 'suggestedTitle') || clampText(itemName, ITEM_TEXT_LIMITS.suggestedTitle),
    suggestedDescription:
      text(raw.suggestedDescription, 'suggestedDescription') ||
      clampText(description, ITEM_TEXT_LIMITS.suggestedDescription),
    photoDetails: photoDetailsOf(raw.photoDetails),
    ...photoRequestOf(raw.photoRequest),
  };
}

/**
 * What was read from which photo: entries naming a photo that cannot have been sent, or saying
 * nothing, are left out (one photo at most MAX_ANALYSIS_PHOTOS entries).
 */
function photoDetailsOf(value: unknown): { photo: number; details: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((entry) => ({
      photo: typeof entry.photo === 'number' ? entry.photo : Number.parseInt(toText(entry.photo), 10),
      details: clampText(toText(entry.details), ITEM_TEXT_LIMITS.photoDetail),
    }))
    .filter(({ photo, details }) => Number.isInteger(photo) && photo >= 1 && photo <= MAX_ANALYSIS_PHOTOS && details)
    .slice(0, MAX_ANALYSIS_PHOTOS);
}

/** The photo to ask for: null, a placeholder ("none") or empty text is no request. */
function photoRequestOf(value: unknown): { photoRequest?: string } {
  const request = toOptionalText(value);
  return request === undefined ? {} : { photoRequest: clampText(request, ITEM_TEXT_LIMITS.photoRequest) };
}

function normaliseEstimate(raw: Record<string, unknown>): unknown {
  const estimatedPrice = parsePrice(raw.estimatedPrice);
  const range = isRecord(raw.priceRange) ? raw.priceRange : {};
  const low = parsePrice(range.min) ?? estimatedPrice;
  const high = parsePrice(range.max) ?? estimatedPrice;
  const bounds = low !== null && high !== null && estimatedPrice !== null ? [low, high, estimatedPrice] : [];
  const comparables = Array.isArray(raw.comparableItems) ? raw.comparableItems.filter(isRecord) : [];
  return {
    estimatedPrice,
    // min ≤ max, and the range always contains the estimate shown next to it.
    priceRange: bounds.length ? { min: Math.min(...bounds), max: Math.max(...bounds) } : undefined,
    currency: 'USD',
    confidence: clampConfidence(raw.confidence),
    comparableItems: comparables
      .map((item) => ({
        title: toText(item.title),
        price: parsePrice(item.price),
        platform: toText(item.platform),
        condition: toText(item.condition),
      }))
      // One malformed comparable should not sink the whole estimate.
      .filter((item) => item.title !== '' && item.price !== null),
  };
}

function normaliseListing(raw: Record<string, unknown>): unknown {
  return { title: toText(raw.title), description: toText(raw.description) };
}

function parseWith<T>(schema: z.ZodType<T>, normalise: (raw: Record<string, unknown>) => unknown, raw: unknown): T {
  if (!isRecord(raw)) throw new AiServiceError('invalid-format', 'reply is not a JSON object');
  const result = schema.safeParse(normalise(raw));
  if (!result.success) throw new AiServiceError('invalid-format', z.prettifyError(result.error));
  return result.data;
}

export const parseIdentification = (raw: unknown) => parseWith(identificationSchema, normaliseIdentification, raw);
export const parseEstimate = (raw: unknown) => parseWith(estimateSchema, normaliseEstimate, raw);
export const parseListing = (raw: unknown) => parseWith(listingSchema, normaliseListing, raw);
