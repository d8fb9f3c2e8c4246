/** Exposed as remote_share/FrameDialog: a marketplace opened in an embedded frame. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type FrameDialogProps } from '@snap/shared';

export default function FrameDialog({ open, onClose, marketplace }: FrameDialogProps) {
  const config = MARKETPLACES.find((m) => m.id === marketplace);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="frame-title">
      <DialogTitle id="frame-title">{config?.name ?? 'Marketplace'}</DialogTitle>
      <DialogContent>
        {config ? (
          <Button href={config.url} target="_blank" rel="noopener noreferrer">
            Open in New Tab
          </Button>
        ) : (
          <Typography role="alert">Marketplace configuration not found</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
