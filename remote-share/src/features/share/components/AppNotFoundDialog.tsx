/** 'App Not Found' (spec §2/§4): install the app, continue by copy-paste, or dismiss. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface AppNotFoundDialogProps {
  open: boolean;
  marketplaceName: string;
  canInstall: boolean;
  onInstall(): void;
  onCopyPaste(): void;
  onDismiss(): void;
}

export function AppNotFoundDialog({
  open,
  marketplaceName,
  canInstall,
  onInstall,
  onCopyPaste,
  onDismiss,
}: AppNotFoundDialogProps) {
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby="app-not-found-title" aria-describedby="app-not-found-text">
      <DialogTitle id="app-not-found-title">App Not Found</DialogTitle>
      <DialogContent>
        <DialogContentText id="app-not-found-text">
          {`The ${marketplaceName} app does not seem to be installed. Install it, or copy the listing and paste it on the website.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        {canInstall && (
          <Button variant="contained" onClick={onInstall}>
            Install
          </Button>
        )}
        <Button variant="outlined" onClick={onCopyPaste}>
          Continue with Copy-Paste
        </Button>
        <Button onClick={onDismiss}>Maybe later</Button>
      </DialogActions>
    </Dialog>
  );
}
