import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '../../../components/ProgressBar';

/** Shown while a chosen file is being resized and compressed. */
export function PreparingPhoto() {
  return (
    <Box>
      <ProgressBar label="Preparing your photo" />
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', textAlign: 'center' }}>
        Preparing your photo…
      </Typography>
    </Box>
  );
}
