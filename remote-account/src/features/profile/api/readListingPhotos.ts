/**
 * The export's photos: each listing's full-size photos as data URLs, read one listing at a time
 * (from this device, or the server's copy), so a large inventory is never all in flight at once.
 */
import type { ListingsPort, SavedListing } from '@snap/shared';

export const photosUnread = (itemName: string) =>
  `Could not read the photos of “${itemName}”, so nothing was exported. Check your connection and try again.`;

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });

export async function readListingPhotos(
  port: Pick<ListingsPort, 'getPhotos'>,
  listings: readonly SavedListing[],
): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  for (const listing of listings) {
    const blobs = await port.getPhotos(listing.id).catch((error: unknown) => {
      console.warn('Reading photos for the export failed', error);
      throw new Error(photosUnread(listing.itemName));
    });
    if (blobs.length > 0) photos.set(listing.id, await Promise.all(blobs.map(dataUrl)));
  }
  return photos;
}
