/**
 * How remotes reach a signed-in seller's saved listings without importing Firestore: they call
 * these through useListingsPort(); the host fulfils the port (it owns the Firebase app and auth).
 * The port is null for a signed-out visitor, and in a standalone remote without a stand-in.
 */
import { createContext, useContext } from 'react';
import type { ComparableItem, ItemCondition, MarketplaceId, PriceEvidence } from '../types/entities';

/** A saved listing as the seller sees it. Times are epoch milliseconds. */
export interface SavedListing {
  id: string;
  itemName: string;
  title: string;
  description: string;
  brandName?: string;
  modelNumber?: string;
  /** The product's GTIN (UPC, EAN or a book's ISBN-13), read from a barcode in the seller's photos. */
  productCode?: string;
  category: string;
  condition: ItemCondition;
  keywords: string[];
  /** The price the seller chose: what is shared, copied and shown on the dashboard. */
  price: number;
  /** The AI/market estimate the seller chose from; absent on listings saved before the choice existed. */
  estimatedPrice?: number;
  /** What the buyer pays for shipping when shipped (the seller's figure); absent on older listings. */
  shipping?: number;
  priceRange: { min: number; max: number };
  /** 0–100. */
  confidence: number;
  /** At most MAX_MARKET_COMPARABLES, each with its eBay listing page when the estimate had one. */
  comparableItems: ComparableItem[];
  /**
   * What the estimate rested on when it was saved (eBay listings fetched at `fetchedAt`, or the AI
   * alone); absent on listings saved before it was kept.
   */
  evidence?: PriceEvidence;
  /** Small JPEG (~320 px) as a data URL; the full-size photos are read apart (getPhotos). */
  thumbnail?: string;
  /**
   * Marketplaces the listing is on, in the order they were first added, on the seller's word:
   * Smart Share's Mark as listed after a share, or History's Manage (both through update).
   */
  sharedTo: MarketplaceId[];
  /**
   * When it was listed on each marketplace of `sharedTo`: the moment the seller marked it listed
   * there (before issue 50, the latest share there from the app). Absent on listings (and
   * marketplaces) from before it was kept: such a marketplace has no date.
   */
  listedAt?: Partial<Record<MarketplaceId, number>>;
  /**
   * Where the item stands. Absent on listings saved before it was kept: read through
   * listingStatus() (@snap/shared/contracts), which calls such a listing listed when it was shared
   * somewhere and a draft otherwise.
   */
  status?: ListingStatus;
  /** The listing's own page on a marketplace it is on, pasted by the seller: https on that marketplace's domain. */
  links?: Partial<Record<MarketplaceId, string>>;
  /** The sale, while the item is sold (or archived after it was sold). */
  sold?: ListingSale;
  /** Marketplaces the seller has taken the listing down from after the sale (the checklist's ticks). */
  delistedFrom?: MarketplaceId[];
  createdAt: number;
  updatedAt: number;
}

/** draft: saved, not on any marketplace yet; listed: on at least one; sold; archived: put away. */
export type ListingStatus = 'draft' | 'listed' | 'sold' | 'archived';

export interface ListingSale {
  /** What the buyer paid, in dollars. */
  price: number;
  /** The marketplace it sold on, or 'elsewhere' (in person, another site). */
  marketplace: MarketplaceId | 'elsewhere';
  /** The day of the sale, as the seller's date picker gives it: 'YYYY-MM-DD'. */
  date: string;
}

/** The tracking fields: what follows the item after it is saved, where it is listed and whether it sold. */
type TrackingField = 'status' | 'links' | 'sold' | 'delistedFrom' | 'listedAt';

/** What a save sends: everything the server or the port does not fill in itself. */
export type NewListing = Omit<SavedListing, 'id' | 'sharedTo' | 'createdAt' | 'updatedAt' | TrackingField>;

/**
 * The fields a seller can change after the analysis (the title carries the price, so it follows
 * it), the thumbnail, which follows a save (the save does not wait for it to be drawn), and the
 * tracking fields with `sharedTo`. `sold: null` takes a sale off.
 */
export type ListingEdit = Partial<
  Pick<SavedListing, 'itemName' | 'title' | 'description' | 'price' | 'shipping' | 'thumbnail'>
> &
  Partial<Pick<SavedListing, 'sharedTo' | 'listedAt' | 'status' | 'links' | 'delistedFrom'>> & {
    sold?: ListingSale | null;
  };

export interface ListingsSnapshot {
  /** Newest first. */
  listings: SavedListing[];
  /** True until the first answer (from the cache or the server). */
  loading: boolean;
  /** A readable message when the last read failed; the last data stays. */
  error: string | null;
  /** The data came from the local cache while offline or before the server answered. */
  fromCache: boolean;
  /**
   * Saves and edits kept on this device that the server has not acknowledged yet (they are sent
   * by themselves); absent where the port keeps no such queue, which counts as none.
   */
  waitingToSync?: number;
  /**
   * Listings whose save or edit the server refused for good: kept on this device, not sent again
   * until the seller changes the listing, and named to them. Absent counts as none.
   */
  notSaved?: NotSavedListing[];
}

export interface NotSavedListing {
  id: string;
  itemName: string;
  /** Why, as the seller reads it ("the server refused it"). */
  reason: string;
}

export interface ListingsPort {
  /**
   * Saves a new listing and its full-size photos (on the device, then on the server next to it);
   * resolves with its id. Saves, replaces and edits of words and price may resolve once kept on the
   * device, before the server has them; a tracking edit resolves once the server has it, and
   * rejects with its refusal.
   */
  save(listing: NewListing, photos: Blob[]): Promise<string>;
  update(id: string, edit: ListingEdit): Promise<void>;
  /**
   * A new analysis of the same item (the seller added the photo it asked for) in place of the
   * listing's: its content and photos are replaced; where it was shared and when it was made stay.
   */
  replace(id: string, listing: NewListing, photos: Blob[]): Promise<void>;
  get(id: string): Promise<SavedListing | null>;
  /**
   * The listing's full-size photos: this device's, else the server's (then kept on this device);
   * none for a listing saved without any (its thumbnail stands in).
   */
  getPhotos(id: string): Promise<Blob[]>;
  remove(id: string): Promise<void>;
  /** Puts a removed listing back (undo), with its id and times. */
  restore(listing: SavedListing): Promise<void>;
  /** Live list of the seller's listings; returns the unsubscribe function. */
  subscribe(onChange: (snapshot: ListingsSnapshot) => void): () => void;
  /** Deletes every listing of the seller and their photos, on the server and on the device (account deletion). */
  removeAll(): Promise<void>;
}

export const ListingsPortContext = createContext<ListingsPort | null>(null);
ListingsPortContext.displayName = 'ListingsPortContext';

/** The signed-in seller's listings, or null for a signed-out visitor. */
export function useListingsPort(): ListingsPort | null {
  return useContext(ListingsPortContext);
}
