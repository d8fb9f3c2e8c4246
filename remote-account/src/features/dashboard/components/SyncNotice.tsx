import Alert from '@mui/material/Alert';
import type { NotSavedListing } from '@snap/shared';

/** "1 listing waiting to sync", "3 listings waiting to sync". */
export const waitingToSyncText = (count: number): string =>
  `${count} ${count === 1 ? 'listing' : 'listings'} waiting to sync`;

/** "“Brass lamp” could not be saved to your account: the server refused it. …" */
export const notSavedText = ({ itemName, reason }: NotSavedListing): string =>
  `“${itemName}” could not be saved to your account: ${reason}. It stays on this device; change it to try again, or delete it.`;

/**
 * Says that saves or edits made on this device have not reached the server yet (offline, or just
 * made): they are kept here and sent by themselves, so there is nothing to press. And names each
 * listing the server refused for good, which no wait will send: the seller decides.
 */
export function SyncNotice({ waiting = 0, notSaved = [] }: { waiting?: number; notSaved?: NotSavedListing[] }) {
  return (
    <>
      {notSaved.map((listing) => (
        <Alert key={listing.id} severity="error" sx={{ mt: 2 }}>
          {notSavedText(listing)}
        </Alert>
      ))}
      {waiting > 0 && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {waitingToSyncText(waiting)}
        </Alert>
      )}
    </>
  );
}
