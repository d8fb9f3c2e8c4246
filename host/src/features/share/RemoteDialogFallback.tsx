import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** Shown when remote-share cannot be loaded; the capture screen underneath is untouched. */
export function RemoteDialogFallback({ onRetry, onClose }: { onRetry(): void; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-unavailable-title">
      <DialogTitle id="share-unavailable-title">Sharing is unavailable</DialogTitle>
      <DialogContent>Sharing could not be loaded right now. Your results are safe; try again in a moment.</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </DialogActions>
    </Dialog>
  );
}
