import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** What a remote dialog's fallback says of it. */
export interface RemoteDialogWords {
  /** The dialog's title: 'Sharing is unavailable'. */
  title: string;
  /** The remote could not be loaded (the network, a deploy under way): Retry may help. */
  down: string;
  /** The remote was deployed for a newer page: Retry would fail the same way. */
  outdated: string;
}

export interface RemoteDialogFallbackProps {
  words: RemoteDialogWords;
  onRetry(): void;
  onClose(): void;
  /**
   * The remote was deployed for a newer page (remotes/versionSkew.ts): Retry would fail the
   * same way, and reloading here would lose what is on screen, so it only says so.
   */
  outdatedPage?: boolean;
}

/** Shown when a remote's dialog cannot be loaded; the screen underneath is untouched. */
export function RemoteDialogFallback({ words, onRetry, onClose, outdatedPage = false }: RemoteDialogFallbackProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="remote-dialog-unavailable-title">
      <DialogTitle id="remote-dialog-unavailable-title">{words.title}</DialogTitle>
      <DialogContent>{outdatedPage ? words.outdated : words.down}</DialogContent>
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
