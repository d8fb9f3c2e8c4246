/**
 * How a remote opens a saved listing's Manage dialog (where it is listed, Mark as sold, the
 * remove-it-elsewhere checklist, archive) without importing the account remote, which owns it:
 * capture calls this through useManageListingPort(); the host fulfils it by loading
 * remote-account's exposed ManageListing, as it loads remote-share's dialogs for the share port.
 * The dialog writes through the listings port's update, as History's Manage does.
 */
import { createContext, useContext } from 'react';

/** Where the dialog opens: its overview (status, where it is listed, archive) or the Mark as sold form. */
export type ManageListingStep = 'manage' | 'sell';

export interface ManageListingPort {
  /** Opens the Manage dialog of the signed-in seller's listing `listingId`, at `step` ('manage' unless given). */
  openManage(listingId: string, step?: ManageListingStep): void;
}

export const ManageListingPortContext = createContext<ManageListingPort | null>(null);
ManageListingPortContext.displayName = 'ManageListingPortContext';

/** The port, or null where nothing provides it (a standalone remote): then there is no Manage. */
export function useManageListingPort(): ManageListingPort | null {
  return useContext(ManageListingPortContext);
}
