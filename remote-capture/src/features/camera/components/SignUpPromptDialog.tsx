/** Shown when an anonymous user tries to edit or share (spec §2, §6). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AppLink } from '@snap/shared';

export interface SignUpPromptDialogProps {
  open: boolean;
  onClose(): void;
  /** Keeps the result so it is back, and saved, after sign-up. */
  onSignUp?(): void;
}

export function SignUpPromptDialog({ open, onClose, onSignUp }: SignUpPromptDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="sign-up-prompt-text">
      <DialogTitle>Sign up to share your listing</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-up-prompt-text">Create a free account to share your items to marketplaces and save your results</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button component={AppLink} to="/auth" onClick={onSignUp} variant="contained">
          Sign Up Free
        </Button>
      </DialogActions>
    </Dialog>
  );
}
