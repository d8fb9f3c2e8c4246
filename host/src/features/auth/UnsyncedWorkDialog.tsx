import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnsyncedWorkDialogProps {
  /** How many of the seller's changes have not reached their account. */
  count: number;
  /** True: sign out and lose them; false: stay signed in while they are sent. */
  onAnswer(signOut: boolean): void;
}

export const unsyncedWorkMessage = (count: number): string =>
  count === 1
    ? "1 change hasn't reached your account yet — wait, or sign out and lose it."
    : `${count} changes haven't reached your account yet — wait, or sign out and lose them.`;

/** Asked before sign-out deletes work still on its way to the seller's account (forgetDevice.ts). */
export default function UnsyncedWorkDialog({ count, onAnswer }: UnsyncedWorkDialogProps) {
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      aria-labelledby="unsynced-work-title"
      aria-describedby="unsynced-work-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="unsynced-work-title">Not saved to your account yet</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsynced-work-text">{unsyncedWorkMessage(count)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* The safe answer first, where Tab lands first; Escape and the backdrop give it too. */}
        <Button variant="contained" onClick={() => onAnswer(false)}>
          Wait
        </Button>
        <Button color="error" onClick={() => onAnswer(true)}>
          Sign out and lose {count === 1 ? 'it' : 'them'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
