import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { reauthMethod } from '../signInMethods';

export interface ReauthFieldsProps {
  providerIds: readonly string[] | undefined;
  busy: boolean;
  error: string | null;
  /** With a password, or without one for the Google popup. */
  onConfirm(password?: string): void;
  onCancel(): void;
}

/** Firebase deletes an account only just after a sign-in: this asks for one. */
export function ReauthFields({ providerIds, busy, error, onConfirm, onCancel }: ReauthFieldsProps) {
  const method = reauthMethod(providerIds);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const googleRef = useRef<HTMLButtonElement>(null);
  // The button that led here is gone: put focus on what to do next, not on the page.
  useEffect(() => (passwordRef.current ?? googleRef.current)?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'google') onConfirm();
    else if (password) onConfirm(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
          For your security, confirm it is you: your last sign-in was too long ago to delete the account.
        </DialogContentText>
        {method === 'password' && (
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
            inputRef={passwordRef}
          />
        )}
        {method !== 'google' && (
          <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
            Signed in with an email link? Sign out, sign in again, and delete your account within four minutes.
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {method === 'password' && (
          <Button type="submit" variant="contained" color="error" disabled={busy || !password}>
            Confirm and Delete
          </Button>
        )}
        {method === 'google' && (
          <Button ref={googleRef} type="submit" variant="contained" color="error" disabled={busy}>
            Continue with Google and Delete
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
