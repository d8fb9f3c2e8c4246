/**
 * A signed-in seller's result as a saved listing (saved once, its edits written, reopened from
 * /camera?listing=), a visitor's result kept for a reload and for sign-up, and what the screen
 * shows of a saved listing. The hooks take the camera's state and dispatch: the route composes them.
 * ListingStatusPanel belongs to the results chunk: import it only where that chunk is loaded.
 */
export { useListingSync } from './hooks/useListingSync';
export { useOpenListing } from './hooks/useOpenListing';
export { usePendingResult } from './hooks/usePendingResult';
export { SavedNote } from './components/SavedNote';
export { ListingStatusPanel } from './components/ListingStatusPanel';
