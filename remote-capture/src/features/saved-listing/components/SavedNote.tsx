/** Tells a signed-in seller the result is kept (the status line announces it to screen readers). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckIcon } from '../../../components/icons';

export function SavedNote() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'success.main' }}>
      <CheckIcon fontSize="small" />
      <Typography variant="body2">Saved to your listings</Typography>
    </Stack>
  );
}
