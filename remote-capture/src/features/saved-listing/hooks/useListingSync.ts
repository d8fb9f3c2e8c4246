/**
 * Keeps a signed-in seller's result saved: the first time a result is shown it is saved once,
 * with a thumbnail of the analysed photo and the full-size photos (kept on the device); after
 * that, every name or description the seller saves (or restores with Cancel) is written to it.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { ListingEdit, ListingsPort } from '@snap/shared';
import type { CameraAction, CameraState } from '../../camera/state/cameraState';
import type { EditableField, ListingEdits } from '../../results/analysisResult';
import { makeThumbnail } from '../api/makeThumbnail';
import { listingEditFor, newListingFrom } from '../listingFromResult';

export const LISTING_SAVE_FAILED = 'Could not save this listing. Check your connection and try again.';
export const LISTING_EDIT_FAILED = 'Could not save your edit to this listing. Check your connection and try again.';

const FIELDS: EditableField[] = ['name', 'description'];

export function useListingSync(
  state: CameraState,
  dispatch: Dispatch<CameraAction>,
  port: ListingsPort | null,
  onSaved: () => void,
): void {
  const { phase, run, result, edits, photos, analyzedId, listingId } = state;
  // The edits last written, and for which result (run): a result opened from the store starts in sync.
  const written = useRef<{ run: number; edits: ListingEdits } | null>(null);

  useEffect(() => {
    if (!port || phase !== 'results' || listingId || !result || !edits || written.current?.run === run) return;
    written.current = { run, edits };
    const analysed = photos.find((photo) => photo.id === analyzedId) ?? photos[0];
    (async () => {
      const thumbnail = analysed ? await makeThumbnail(analysed.blob) : undefined;
      const id = await port.save(
        newListingFrom(result, edits, thumbnail),
        photos.map((photo) => photo.blob),
      );
      dispatch({ type: 'listing-saved', run, id });
      onSaved();
    })().catch((error: unknown) => {
      console.warn('Saving the listing failed', error);
      dispatch({ type: 'listing-save-failed', message: LISTING_SAVE_FAILED });
    });
    // Saved once per result (the guard above): later edits are written by the effect below.
  }, [port, phase, run, listingId, result, edits, photos, analyzedId, dispatch, onSaved]);

  useEffect(() => {
    if (!port || !listingId || !result || !edits) return;
    const last = written.current;
    if (last?.run !== run) {
      written.current = { run, edits };
      return;
    }
    const changed = FIELDS.filter((field) => edits[field] !== last.edits[field]);
    if (changed.length === 0) return;
    written.current = { run, edits };
    const edit: ListingEdit = Object.assign({}, ...changed.map((field) => listingEditFor(result, field, edits[field])));
    port.update(listingId, edit).catch((error: unknown) => {
      console.warn('Saving the edit failed', error);
      dispatch({ type: 'listing-save-failed', message: LISTING_EDIT_FAILED });
    });
  }, [port, listingId, result, edits, run, dispatch]);
}
