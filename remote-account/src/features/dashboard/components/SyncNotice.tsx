import Alert from '@mui/material/Alert';

/** "1 listing waiting to sync", "3 listings waiting to sync". */
export const waitingToSyncText = (count: number): string =>
  `${count} ${count === 1 ? 'listing' : 'listings'} waiting to sync`;

/**
 * Says that saves or edits made on this device have not reached the server yet (offline, or just
 * made): they are kept here and sent by themselves, so there is nothing to press.
 */
export function SyncNotice({ waiting = 0 }: { waiting?: number }) {
  if (waiting <= 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {waitingToSyncText(waiting)}
    </Alert>
  );
}
