/**
 * Fulfils the manage-listing port declared in @snap/shared by loading remote-account's Manage
 * dialog (ManageListing) when a remote asks for it: a saved listing's own screen on /camera opens
 * the dialog History's Manage opens, without importing the account remote. Inside the listings
 * port's provider, so the dialog reads and writes the seller's listings through it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  EXPOSED,
  ManageListingPortContext,
  type ManageListingPort,
  type ManageListingProps,
  type ManageListingStep,
} from '@snap/shared';
import { RemoteDialog, type RemoteDialogWords } from '../remotes';

export const MANAGING_UNAVAILABLE: RemoteDialogWords = {
  title: 'Managing this listing is unavailable',
  down: 'Managing this listing could not be loaded right now. Your listing is safe; try again in a moment.',
  outdated:
    'Managing listings has been updated and needs a newer version of this page. Your listing is safe; reload the page later to manage it.',
};

interface OpenDialog {
  listingId: string;
  step: ManageListingStep;
}

export function ManageListingPortProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const port = useMemo<ManageListingPort>(
    () => ({ openManage: (listingId, step = 'manage') => setOpen({ listingId, step }) }),
    [],
  );
  const props: ManageListingProps | null = open && { open: true, onClose: () => setOpen(null), ...open };
  return (
    <ManageListingPortContext.Provider value={port}>
      {children}
      {/* Keyed by what is open: another listing, or another step, opens a fresh dialog. */}
      {props && (
        <RemoteDialog
          key={`${props.listingId}:${props.step}`}
          id={EXPOSED.manageListing}
          props={props}
          words={MANAGING_UNAVAILABLE}
        />
      )}
    </ManageListingPortContext.Provider>
  );
}
