/** Shown when an anonymous user tries to edit or share (spec §2, §6). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AppLink, SIGN_UP_PROMPT } from '@snap/shared';

export interface SignUpPromptDialogProps {
  open: boolean;
  onClose(): void;
  /** Keeps the result so it is back, and saved, after sign-up. */
  onSignUp?(): void;
}

export function SignUpPromptDialog({ open, onClose, onSignUp }: SignUpPromptDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="sign-up-prompt-text">
      <DialogTitle>{SIGN_UP_PROMPT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-up-prompt-text">{SIGN_UP_PROMPT.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SIGN_UP_PROMPT.cancel}</Button>
        <Button component={AppLink} to={SIGN_UP_PROMPT.to} onClick={onSignUp} variant="contained">
          {SIGN_UP_PROMPT.signUp}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
