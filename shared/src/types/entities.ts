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
  features: string[];
  suggestedTitle: string;
  suggestedDescription: string;
}

export interface ComparableItem {
  title: string;
  price: number;
  platform: string;
  condition: string;
}

export interface PriceEstimate {
  estimatedPrice: number;
  priceRange: { min: number; max: number };
  currency: 'USD';
  /** 0–100. */
  confidence: number;
  comparableItems: ComparableItem[];
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
