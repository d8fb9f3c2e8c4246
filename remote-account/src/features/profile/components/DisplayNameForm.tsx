import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAuth } from '@snap/shared';
import { useActionMessage } from '../hooks/useActionMessage';
import { ProfileMessage } from './ProfileMessage';

export const PROFILE_UPDATED = 'Profile updated!';
const UPDATE_FAILED = 'Failed to update profile';

/** Spec §7 "Update profile (displayName)": the dashboard greeting follows as soon as it resolves. */
export function DisplayNameForm() {
  const { user, updateDisplayName } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const { busy, message, run } = useActionMessage();
  const unchanged = name.trim() === (user?.displayName ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => updateDisplayName(name.trim()), PROFILE_UPDATED, UPDATE_FAILED);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Display name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || unchanged} sx={{ minHeight: 56, flexShrink: 0 }}>
          {busy ? 'Saving…' : 'Save Name'}
        </Button>
      </Stack>
      <ProfileMessage message={message} />
    </form>
  );
}
