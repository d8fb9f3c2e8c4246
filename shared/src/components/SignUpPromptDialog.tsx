/**
 * The sign-up prompt an anonymous visitor gets instead of an edit, share or copy action (spec §2,
 * §6), the same in capture and share. Imported as '@snap/shared/sign-up-prompt', outside the
 * federated singleton entry: each remote bundles it from source, so a remote deployed before the
 * host never asks the host for it. It imports from the '@snap/shared' entry, never by relative
 * path, so a remote's copy reads the host's navigation port (the singleton), not one of its own.
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
  /** Called as the visitor follows 'Sign Up Free' (capture keeps the result; share closes its dialog). */
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
        <Button component={AppLink} to={SIGN_UP_PROMPT.to} variant="contained" onClick={onSignUp}>
          {SIGN_UP_PROMPT.signUp}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
