/** Exposed as remote_share/ShareModal: the Share to Marketplaces modal. */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type ShareModalProps } from '@snap/shared';

export default function ShareModal({ open, onClose, data }: ShareModalProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-modal-title">
      <DialogTitle id="share-modal-title">Share to Marketplaces</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{data.title}</Typography>
        <List dense aria-label="Marketplaces">
          {MARKETPLACES.map((m) => (
            <ListItem key={m.id}>
              <span aria-hidden="true">{m.icon}</span>&nbsp;{m.name}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
