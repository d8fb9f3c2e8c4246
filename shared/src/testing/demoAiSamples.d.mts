/** Types for demoAiSamples.mjs: the demo AI client and tests read the samples the OpenAI stand-in sends. */
export interface SampleItem {
  itemName: string;
  category: string;
  description: string;
  condition: string;
  suggestedKeywords: string[];
  marketplaceCategories: { ebay: string; facebook: string; mercari: string; poshmark: string };
  estimatedCondition: 'new' | 'like-new' | 'good' | 'fair' | 'poor';
  brandName: string | null;
  modelNumber: string | null;
  searchQuery: string | null;
  features: string[];
  suggestedTitle: string;
  suggestedDescription: string;
  photoDetails: { photo: number; details: string }[];
  photoRequest: string | null;
}

export interface SampleEstimate {
  estimatedPrice: number;
  priceRange: { min: number; max: number };
  currency: 'USD';
  confidence: number;
  comparableItems: { title: string; price: number; platform: string; condition: string }[];
}

export function sampleItem(imageBase64: string, photoCount?: number, named?: SampleItem): SampleItem;
export const DEMO_GTINS: Record<string, string>;
export const MARKET_ONLY_GTINS: Record<string, string>;
export function sampleEstimate(itemName: string): SampleEstimate;
export function sampleListing(
  itemName: string,
  condition?: string | null,
  asking?: string,
): { title: string; description: string };
export function operationOf(body: unknown): string;
export function sampleReply(body: unknown): unknown;
/** What the stand-in's estimate asks for each sample item. */
export const PRICES: Record<string, number>;
/** Watch Demo's photo as the demo sends it: its base64's length and sampled hash. */
export const DEMO_PHOTO: { base64Length: number; hash: number };
/** Whether the photo (base64) is Watch Demo's, as the demo sends it. */
export function isDemoPhoto(imageBase64: string): boolean;
