/**
 * Tells a signed-in seller the result is kept (the status line announces it to screen readers).
 * Its line is there, empty, from the moment the result shows: the save lands a moment later, and a
 * line arriving above the results then pushed Smart Share down under the seller's finger.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckIcon } from '../../../components/icons';

/** The line's height, saved or not: a small icon's, and the text's set to it. */
const LINE_HEIGHT = '1.25rem';

export function SavedNote({ saved }: { saved: boolean }) {
  return (
    <Stack
      direction="row"
      data-testid="saved-note"
      aria-hidden={saved ? undefined : true}
      sx={{ alignItems: 'center', gap: 1, minHeight: LINE_HEIGHT, color: 'success.main' }}
    >
      {saved && (
        <>
          <CheckIcon fontSize="small" />
          <Typography variant="body2" sx={{ lineHeight: LINE_HEIGHT }}>
            Saved to your listings
          </Typography>
        </>
      )}
    </Stack>
  );
}
