/**
 * Keeps a signed-in seller's result saved: the first time a result is shown it is saved once, in
 * the commit that shows it, with the full-size photos (kept on the device) and then a thumbnail of
 * the analysed photo, or, when it is a saved listing analysed again with another photo, put in that
 * listing's place; after that, every name or description the seller saves (or restores with Cancel) is written to it,
 * and the price and shipping they settle on (a slider moves through many: the last one is written
 * once it has rested for PRICING_WRITE_DELAY_MS).
 */
import { useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { ListingEdit, ListingsPort } from '@snap/shared';
import type { CameraAction, CameraState } from '../../camera';
import type { EditableField, ListingEdits, Pricing } from '../../results';
import { makeThumbnail } from '../api/makeThumbnail';
import { listingEditFor, newListingFrom, pricingEditFor } from '../listingFromResult';

export const LISTING_SAVE_FAILED = 'Could not save this listing. Check your connection and try again.';
export const LISTING_EDIT_FAILED = 'Could not save your edit to this listing. Check your connection and try again.';
export const LISTING_PRICE_FAILED = 'Could not save your price for this listing. Check your connection and try again.';

const FIELDS: EditableField[] = ['name', 'description'];

export const PRICING_WRITE_DELAY_MS = 400;

const samePricing = (a: Pricing, b: Pricing) => a.price === b.price && a.shipping === b.shipping;

export function useListingSync(
  state: CameraState,
  dispatch: Dispatch<CameraAction>,
  port: ListingsPort | null,
  onSaved: () => void,
): void {
  const { phase, run, result, edits, pricing, photos, analyzedId, listingId, replacesListingId } = state;
  // What was last written, and for which result (run): a result opened from the store starts in sync.
  const written = useRef<{ run: number; edits: ListingEdits; pricing: Pricing } | null>(null);

  // In the commit that puts the result on screen, before the browser paints it: the port keeps the
  // listing on the device at once, so leaving or reloading the moment the price shows loses nothing.
  // The thumbnail (drawing it takes a while) follows as an edit of the saved listing.
  useLayoutEffect(() => {
    if (!port || phase !== 'results' || listingId || !result || !edits || !pricing || written.current?.run === run)
      return;
    written.current = { run, edits, pricing };
    const analysed = photos.find((photo) => photo.id === analyzedId) ?? photos[0];
    const listing = newListingFrom(result, edits, pricing);
    const blobs = photos.map((photo) => photo.blob);
    // Analysed again with another photo: the same listing, with the new analysis and photos.
    const saved = replacesListingId
      ? port.replace(replacesListingId, listing, blobs).then(() => replacesListingId)
      : port.save(listing, blobs);
    const thumbnail = analysed ? makeThumbnail(analysed.blob) : Promise.resolve(undefined);
    saved
      .then((id) => {
        dispatch({ type: 'listing-saved', run, id });
        onSaved();
        thumbnail
          .then((drawn) => (drawn ? port.update(id, { thumbnail: drawn }) : undefined))
          .catch((error: unknown) => console.warn('The thumbnail was not added to the listing', error));
      })
      .catch((error: unknown) => {
        console.warn('Saving the listing failed', error);
        dispatch({ type: 'listing-save-failed', message: LISTING_SAVE_FAILED });
      });
    // Saved once per result (the guard above): later edits are written by the effects below.
  }, [port, phase, run, listingId, replacesListingId, result, edits, pricing, photos, analyzedId, dispatch, onSaved]);

  useEffect(() => {
    if (!port || !listingId || !result || !edits || !pricing) return;
    const last = written.current;
    if (last?.run !== run) {
      written.current = { run, edits, pricing };
      return;
    }
    const changed = FIELDS.filter((field) => edits[field] !== last.edits[field]);
    if (changed.length === 0) return;
    written.current = { ...last, edits };
    const edit: ListingEdit = Object.assign(
      {},
      ...changed.map((field) => listingEditFor(result, field, edits[field], last.pricing)),
    );
    port.update(listingId, edit).catch((error: unknown) => {
      console.warn('Saving the edit failed', error);
      dispatch({ type: 'listing-save-failed', message: LISTING_EDIT_FAILED });
    });
  }, [port, listingId, result, edits, pricing, run, dispatch]);

  useEffect(() => {
    if (!port || !listingId || !result || !edits || !pricing) return undefined;
    const last = written.current;
    if (last?.run !== run || samePricing(pricing, last.pricing)) return undefined;
    const timer = window.setTimeout(() => {
      written.current = { ...last, edits, pricing };
      port.update(listingId, pricingEditFor(result, edits, pricing)).catch((error: unknown) => {
        console.warn('Saving the price failed', error);
        dispatch({ type: 'listing-save-failed', message: LISTING_PRICE_FAILED });
      });
    }, PRICING_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [port, listingId, result, edits, pricing, run, dispatch]);
}
