/**
 * An analysis asked for while offline (the PWA: README, "Install it; offline"): it needs a
 * connection, so the photo waits here and is analysed by itself once the browser is back online
 * (useAnalysis). Cancel returns to the photos, which stay.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CapturedPhoto } from '@snap/shared';
import { OfflineIcon } from '../../../components/icons';

export const WAITING_HEADING = 'Waiting for a connection';
export const WAITING_TEXT =
  'The analysis needs an internet connection. Your photo is kept and will be analyzed as soon as you are back online.';

export interface WaitingForConnectionPanelProps {
  photo: CapturedPhoto | undefined;
  onCancel(): void;
}

export function WaitingForConnectionPanel({ photo, onCancel }: WaitingForConnectionPanelProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        gap: 2,
        textAlign: 'center',
        minHeight: 480,
        pt: 2,
      }}
    >
      <Box sx={{ width: 160, height: 160, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {photo && (
          <Box
            component="img"
            src={photo.url}
            alt="Photo waiting to be analyzed"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <OfflineIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      {/* Same id as the analyzing panel's heading: the phase's focus target (usePhaseFocus). */}
      <Typography
        component="h2"
        variant="h6"
        id="analyzing-heading"
        tabIndex={-1}
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {WAITING_HEADING}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{WAITING_TEXT}</Typography>
      <Button variant="outlined" size="large" onClick={onCancel} sx={{ minWidth: 160 }}>
        Cancel
      </Button>
    </Box>
  );
}
