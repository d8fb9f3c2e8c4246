import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface RemoteDialogFallbackProps {
  onRetry(): void;
  onClose(): void;
  /**
   * remote-share was deployed for a newer page (remotes/versionSkew.ts): Retry would fail the
   * same way, and reloading here would lose the results on screen, so it only says so.
   */
  outdatedPage?: boolean;
}

/** Shown when remote-share cannot be loaded; the capture screen underneath is untouched. */
export function RemoteDialogFallback({ onRetry, onClose, outdatedPage = false }: RemoteDialogFallbackProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-unavailable-title">
      <DialogTitle id="share-unavailable-title">Sharing is unavailable</DialogTitle>
      <DialogContent>
        {outdatedPage
          ? 'Sharing has been updated and needs a newer version of this page. Your results are safe; reload the page later to share.'
          : 'Sharing could not be loaded right now. Your results are safe; try again in a moment.'}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {!outdatedPage && (
          <Button variant="contained" onClick={onRetry}>
            Retry
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
