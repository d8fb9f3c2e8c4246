/** Entity shapes of spec §3. These are the contracts every module and the gateway agree on. */

export interface AppUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  /** The sign-in methods linked to the account ('password', 'google.com'); shown on the profile. */
  providerIds?: string[];
}

export interface CapturedPhoto {
  /** Timestamp string, unique within a session. */
  id: string;
  /** Compressed JPEG. */
  blob: Blob;
  /** Object URL for the local preview; revoke when the photo goes away. */
  url: string;
  /**
   * The JPEG sent for identification, made in the same pass as `blob` and sized to what the
   * gateway's model reads (512 px at `detail: low`; `blob` itself at `high`). Spec §3's base64 is
   * not kept: the photo goes to the gateway as bytes, and only the analysed one is ever sent.
   */
  analysisImage: Blob;
}

export const CONDITIONS = ['new', 'like-new', 'good', 'fair', 'poor'] as const;
export type ItemCondition = (typeof CONDITIONS)[number];

export interface MarketplaceCategories {
  ebay: string;
  facebook: string;
  mercari: string;
  poshmark: string;
}

export interface ItemIdentification {
  itemName: string;
  category: string;
  description: string;
  condition: string;
  suggestedKeywords: string[];
  marketplaceCategories: MarketplaceCategories;
  estimatedCondition: ItemCondition;
  brandName?: string;
  modelNumber?: string;
  /**
   * What a buyer would type into eBay's search for this exact product, as the identification
   * proposes it (brand, model, variant, the spec that sets the price); the market search starts
   * from it (shared/src/market/marketSearch.ts), its words made safe for eBay's syntax.
   */
  searchQuery?: string;
  features: string[];
  suggestedTitle: string;
  suggestedDescription: string;
  /**
   * What was read from which photo (`photo` counts from 1 in the order sent: the analysed photo
   * first), so the seller sees that a second photo of a label was looked at. Absent on a result
   * rebuilt from a saved listing.
   */
  photoDetails?: PhotoDetail[];
  /**
   * The photo to add when a detail the price depends on could not be read (a model number, a
   * size, a maker's mark) or the item itself is uncertain, as an instruction to the seller: "Add a
   * photo of the label inside the collar". Absent when the photos were enough.
   */
  photoRequest?: string;
}

export interface PhotoDetail {
  /** 1-based position in the photos sent with the analysis. */
  photo: number;
  details: string;
}

/** The most photos one analysis sends: the analysed one first, then the seller's others in order. */
export const MAX_ANALYSIS_PHOTOS = 4;

export interface ComparableItem {
  title: string;
  price: number;
  platform: string;
  condition: string;
  /**
   * The listing's own page (an ebay.com address). A saved listing keeps it when it is a listing
   * page on ebay.com or www.ebay.com (firestore.rules); absent on listings saved before that.
   */
  url?: string;
}

/**
 * What the price rests on. `ebay`: at least MIN_MARKET_COMPARABLES active eBay listings survived
 * the outlier filter, and the range is their 25th–75th percentile. These are asking prices of
 * listings still for sale, not prices things sold at (`kind: 'asking'`); `demo` when they came
 * from the local stand-in rather than eBay. `ai`: the model's own estimate, because too few
 * listings were found (`not-enough-data`) or the market could not be asked in time (`unavailable`).
 */
export type PriceEvidence =
  | {
      source: 'ebay';
      kind: 'asking';
      /** How many listings the price was computed from (all of them; an estimate carries up to 10). */
      count: number;
      median: number;
      /** 25th percentile, rounded down as a person prices ($50, not $50.05). */
      low: number;
      /** 75th percentile, rounded up the same way. */
      high: number;
      /** ISO 8601: when the listings were fetched (a cached search keeps its first time). */
      fetchedAt: string;
      demo: boolean;
      /** The search the listings came from, as sent to eBay; absent on listings saved before it was kept. */
      query?: string;
    }
  | {
      source: 'ai';
      reason: AiEvidenceReason;
      /** The search that was tried, when one was. */
      query?: string;
    };

/**
 * Why the price is the AI's own: too few listings of the item (`not-enough-data`), most of what
 * the search found was accessories or parts for it (`mostly-accessories`) or other models
 * (`mostly-other-products`), the listings of the item disagree with the AI by more than
 * DISAGREEMENT_LIMIT (`disagrees`), or the market could not be asked in time (`unavailable`).
 */
export const AI_EVIDENCE_REASONS = [
  'not-enough-data',
  'unavailable',
  'mostly-accessories',
  'mostly-other-products',
  'disagrees',
] as const;
export type AiEvidenceReason = (typeof AI_EVIDENCE_REASONS)[number];
/** The longest search an evidence keeps: eBay's own limit on `q`. */
export const MAX_EVIDENCE_QUERY_LENGTH = 100;

/** Fewer listings than this after filtering and the model's estimate stands, labelled as an AI estimate. */
export const MIN_MARKET_COMPARABLES = 5;
/** The most market listings an estimate carries, and a saved listing keeps (firestore.rules). */
export const MAX_MARKET_COMPARABLES = 10;

/**
 * A barcode whose eBay listings are of another product than the photos show (a box behind the item,
 * or a misidentified photo): `title` is what eBay's listings of the code call it. The seller is
 * asked which is right; never saved with a listing.
 */
export interface CodeConflict {
  gtin: string;
  title: string;
}

export interface PriceEstimate {
  estimatedPrice: number;
  priceRange: { min: number; max: number };
  currency: 'USD';
  /** 0–100, computed by the gateway from the evidence (not the model's own figure). */
  confidence: number;
  /** Real market listings only (see `evidence`); never text a model wrote. */
  comparableItems: ComparableItem[];
  /**
   * Present on every estimate the gateway streams, and kept with a saved listing; absent on one
   * rebuilt from a listing saved before it was kept.
   */
  evidence?: PriceEvidence;
  /** The barcode sent names another product than the one identified (askMarket). */
  codeConflict?: CodeConflict;
}

export interface ListingContent {
  title: string;
  description: string;
}

export interface ShareData {
  title: string;
  description: string;
  image?: Blob;
  images?: Blob[];
  price: number;
  condition: string;
  category: string;
  tags: string[];
  url?: string;
  /** The saved listing this was built from (signed in), so a share can be recorded on it. */
  listingId?: string;
  /** What the buyer pays for shipping when the item is shipped (the seller's figure), for payouts. */
  shipping?: number;
  /** The AI's marketplace categories, which with `category` say what kind of item this is (payouts). */
  marketplaceCategories?: MarketplaceCategories;
}

export type ShareMethod = 'webshare' | 'clipboard-redirect' | 'url-only';

export interface MarketplaceConfig {
  id: MarketplaceId;
  name: string;
  url: string;
  icon: string;
  supports: { images: boolean; text: boolean; url: boolean };
  shareMethod: ShareMethod;
  redirectUrl?: string;
  androidIntentUrl?: string;
  appStoreLinks?: { android?: string; ios?: string; androidPackageId?: string; iosAppId?: string };
  /** The marketplace's own domain: a listing's link the seller pastes must be on it (or a subdomain). */
  domain: string;
  /** Where a seller sees and ends their own listings there (the "remove it elsewhere" checklist). */
  manageUrl: string;
}

export interface ShareResult {
  success: boolean;
  platform: string;
  method: ShareMethod | 'android-intent';
  error?: string;
  needsAppInstall?: boolean;
  appStoreUrl?: string;
}

export type MarketplaceId =
  'facebook' | 'instagram' | 'offerup' | 'mercari' | 'craigslist' | 'vinted' | 'depop' | 'poshmark' | 'ebay';

/** Quick-link entry on the results screen. */
export interface MarketplaceEntry {
  id: MarketplaceId;
  name: string;
  icon: string;
}
