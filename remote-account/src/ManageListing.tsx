/**
 * Exposed as remote_account/ManageListing: a saved listing's Manage dialog, the one History's
 * Manage opens, for a remote that only knows the listing's id (the listing's own screen on
 * /camera, through the host's manage-listing port). It follows the live listing, so the dialog
 * shows what the seller's change made of it (sold, and where to take it down). The dialog is the
 * chunk History loads on its first Manage, so this module adds nothing to the dashboard's.
 */
import { Suspense } from 'react';
import { Spinner, type ManageListingProps } from '@snap/shared';
import { useRetryableLazy } from '@snap/shared/retry';
import { useListings } from './features/dashboard/hooks/useListings';

const loadDialogs = () =>
  import(/* webpackChunkName: "listing-status-dialog" */ './features/dashboard/components/ListingStatusDialog');
const loadStatusDialog = () => loadDialogs().then((module) => ({ default: module.ListingStatusDialog }));
const loadGoneDialog = () => loadDialogs().then((module) => ({ default: module.ListingGoneDialog }));

export default function ManageListing({ open, onClose, listingId, step = 'manage' }: ManageListingProps) {
  const { listings, loading } = useListings();
  // Made afresh on each mount: a chunk that failed to arrive goes to the host's boundary around
  // this module, whose Retry mounts it again.
  const [StatusDialog] = useRetryableLazy(loadStatusDialog);
  const [GoneDialog] = useRetryableLazy(loadGoneDialog);
  const listing = listings.find((l) => l.id === listingId);
  const opening = <Spinner size="md" fullScreen label="Opening the listing" />;
  if (!open) return null;
  if (!listing && loading) return opening;
  return (
    <Suspense fallback={opening}>
      {listing ? (
        <StatusDialog listing={listing} onClose={onClose} initialStep={step} />
      ) : (
        <GoneDialog onClose={onClose} />
      )}
    </Suspense>
  );
}
