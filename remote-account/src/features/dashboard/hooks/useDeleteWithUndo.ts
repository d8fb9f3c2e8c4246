/**
 * Delete with undo: the listing goes at once (the live list drops it), and Undo puts it back with
 * its id. One pending undo at a time; a failure is a readable message.
 */
import { useCallback, useState } from 'react';
import { useListingsPort, type SavedListing } from '@snap/shared';

export const DELETE_FAILED = 'Could not delete this listing. Check your connection and try again.';
export const UNDO_FAILED = 'Could not restore this listing. Check your connection and try again.';

export function useDeleteWithUndo() {
  const port = useListingsPort();
  const [removed, setRemoved] = useState<SavedListing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = useCallback(
    (listing: SavedListing) => {
      if (!port) return;
      setError(null);
      port.remove(listing.id).then(
        () => setRemoved(listing),
        () => setError(DELETE_FAILED),
      );
    },
    [port],
  );

  const undo = useCallback(() => {
    if (!port || !removed) return;
    const listing = removed;
    setRemoved(null);
    port.restore(listing).catch(() => setError(UNDO_FAILED));
  }, [port, removed]);

  const dismiss = useCallback(() => setRemoved(null), []);
  const clearError = useCallback(() => setError(null), []);
  return { removed, error, remove, undo, dismiss, clearError };
}
