/**
 * The sign-up prompt an anonymous visitor gets instead of a share or copy action (spec §2, §6).
 * The texts come from @snap/shared so capture and share show the same prompt.
 */
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
  /** Called as the visitor follows 'Sign Up Free', so whatever opened the prompt can close too. */
  onSignUp?(): void;
}

export function SignUpPromptDialog({ open, onClose, onSignUp }: SignUpPromptDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="share-sign-up-prompt-text">
      <DialogTitle>{SIGN_UP_PROMPT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="share-sign-up-prompt-text">{SIGN_UP_PROMPT.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SIGN_UP_PROMPT.cancel}</Button>
        <Button component={AppLink} to={SIGN_UP_PROMPT.to} variant="contained" onClick={onSignUp}>
          {SIGN_UP_PROMPT.signUp}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
