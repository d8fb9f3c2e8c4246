/**
 * How much one seller may keep on the server: saved listings, and the bytes of their full-size
 * photos. Without a ceiling an account (a throwaway one too) could fill the project's storage, and
 * its bill, without end. firestore.rules refuse a listing or a photo past these (they hold the
 * same numbers: firestore/__tests__ checks them), counting from sellerUsage/{uid}, which the
 * server keeps (functions/src/sellerUsage.ts); the app names the ceiling when a save meets it.
 * The arithmetic (worst-case storage and dollars per seller) is in functions/README.md.
 */

/** Saved listings per seller: a busy reseller's inventory, many times over. */
export const MAX_LISTINGS_PER_SELLER = 1000;

/** Full-size photo bytes per seller: 256 MiB, about 1,300 photos at a typical 200 KB. */
export const MAX_PHOTO_BYTES_PER_SELLER = 256 * 1024 * 1024;

/** Where the server counts a seller's listings and photo bytes; the seller may only read it. */
export const SELLER_USAGE_COLLECTION = 'sellerUsage';

/**
 * Under a seller's usage document, the marks of the ceilings reached ('listings'), which the rules
 * can check more cheaply than the count itself.
 */
export const SELLER_CEILINGS_COLLECTION = 'ceilings';

export interface SellerUsage {
  listings: number;
  photoBytes: number;
}

/** What the seller reads when a save was refused because a ceiling is reached; undefined otherwise. */
export function sellerLimitReached(usage: Partial<SellerUsage> | undefined, photoBytes = 0): string | undefined {
  if ((usage?.listings ?? 0) >= MAX_LISTINGS_PER_SELLER)
    return `you have reached the limit of ${MAX_LISTINGS_PER_SELLER.toLocaleString('en-US')} saved listings; delete listings you no longer need to save more`;
  if ((usage?.photoBytes ?? 0) + photoBytes > MAX_PHOTO_BYTES_PER_SELLER)
    return `your photo storage is full (${MAX_PHOTO_BYTES_PER_SELLER / 1024 / 1024} MB); delete listings you no longer need to save more photos`;
  return undefined;
}
