import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AppUser } from '@snap/shared';
import { confirmsDeletion } from '../deleteConfirmation';
import type { useAccountDeletion } from '../hooks/useAccountDeletion';
import { ReauthFields } from './ReauthFields';

export interface DeleteAccountDialogProps {
  user: AppUser;
  deletion: ReturnType<typeof useAccountDeletion>;
  onClose(): void;
}

export function DeleteAccountDialog({ user, deletion, onClose }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = confirmsDeletion(typed, user.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !deletion.busy) void deletion.remove();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-account-title">Delete your account and data?</DialogTitle>
      {deletion.needsSignIn ? (
        <ReauthFields
          providerIds={user.providerIds}
          busy={deletion.busy}
          error={deletion.error}
          onConfirm={deletion.reauthenticateAndRemove}
          onCancel={onClose}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
              Every saved listing, its photos and your account will be deleted. Type <strong>{user.email}</strong> to
              confirm.
            </DialogContentText>
            <TextField
              label="Your email"
              type="email"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              fullWidth
            />
            {deletion.error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {deletion.error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={deletion.busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={!confirmed || deletion.busy}>
              {deletion.busy ? 'Deleting…' : 'Delete Forever'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
