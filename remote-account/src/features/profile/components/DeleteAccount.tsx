import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from '@snap/shared';
import { useAccountDeletion } from '../hooks/useAccountDeletion';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** "Delete my account and data", behind a dialog that asks for the e-mail (and a fresh sign-in if needed). */
export function DeleteAccount() {
  const { user } = useAuth();
  const deletion = useAccountDeletion();
  const [open, setOpen] = useState(false);
  if (!deletion.available || !user) return null;
  const close = () => {
    if (deletion.busy) return;
    deletion.reset();
    setOpen(false);
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Deletes every saved listing with its photos, and your account. This cannot be undone.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account and data
      </Button>
      {open && <DeleteAccountDialog user={user} deletion={deletion} onClose={close} />}
    </>
  );
}
