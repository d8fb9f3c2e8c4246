/**
 * "Scan barcode" (issue 47): the camera stream full screen on a phone, read until a retail barcode
 * is in view; the frame it was read in becomes the seller's photo and is priced by its code. Every
 * way it can fail says why and offers the photo path, which stays the default.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductCode } from '@snap/shared/market';
import { CameraIcon, TorchIcon } from '../../../components/icons';
import { PhoneDialog } from '../../../components/PhoneDialog';
import { CAMERA_MESSAGES } from '../api/cameraStream';
import { useLiveScan, type LiveScanParts, type LiveScanStatus } from '../hooks/useLiveScan';

export interface LiveScanDialogProps {
  open: boolean;
  onClose(): void;
  /** The frame a code was read in, as a photo (its code kept with it), and the code. */
  onRead(photo: File, code: ProductCode): void;
  /** The photo path instead: the dialog closes and the camera's picker opens. */
  onTakePhoto(): void;
  /** Tests give their own camera and reader. */
  parts?: LiveScanParts;
}

const SX = {
  stage: {
    position: 'relative',
    width: '100%',
    bgcolor: 'common.black',
    borderRadius: 2,
    overflow: 'hidden',
    aspectRatio: { xs: '3 / 4', sm: '4 / 3' },
    maxHeight: '62vh',
  },
  video: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  // Where to hold the code; the reader looks at the whole frame, so this only guides the hand.
  guide: {
    position: 'absolute',
    left: '10%',
    right: '10%',
    top: '35%',
    bottom: '35%',
    border: '3px solid',
    borderColor: 'common.white',
    borderRadius: 2,
    boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '& > *': { minHeight: 44, flex: '1 1 12rem' } },
} as const;

function statusText(status: LiveScanStatus, torch: boolean): string {
  switch (status.kind) {
    case 'starting':
      return 'Starting the camera…';
    case 'scanning':
      return status.slow
        ? `Still looking. Bring the barcode closer and hold it flat and steady${torch ? ', or turn on the light' : ''}.`
        : 'Hold the barcode inside the frame. It is read as soon as it is sharp.';
    case 'read':
      return `Read ${status.code.kind} ${status.code.gtin}. Pricing this exact product…`;
    case 'failed':
      return '';
  }
}

function LiveScanView({ onRead, onTakePhoto, parts }: Omit<LiveScanDialogProps, 'open' | 'onClose'>) {
  const { video, status, torch, retry } = useLiveScan(onRead, parts);
  const failed = status.kind === 'failed' ? status.problem : null;
  const canRetry = failed !== null && failed !== 'unsupported' && failed !== 'missing';
  return (
    <>
      {failed ? (
        <Alert severity="error" role="alert">
          {CAMERA_MESSAGES[failed]}
        </Alert>
      ) : (
        <>
          <Box sx={SX.stage}>
            {/* The seller's own view through the camera: nothing to hear, nothing to caption. */}
            <Box component="video" ref={video} muted playsInline autoPlay aria-hidden sx={SX.video} />
            <Box aria-hidden sx={SX.guide} />
          </Box>
          <Typography role="status" sx={{ mt: 1.5, minHeight: '3em' }}>
            {statusText(status, torch !== null)}
          </Typography>
        </>
      )}
      <Box sx={SX.actions}>
        {canRetry && (
          <Button variant="contained" onClick={retry}>
            Try Again
          </Button>
        )}
        {torch && (
          <Button variant="outlined" aria-pressed={torch.on} startIcon={<TorchIcon />} onClick={torch.toggle}>
            {torch.on ? 'Light On' : 'Light'}
          </Button>
        )}
        <Button
          variant={failed && !canRetry ? 'contained' : 'outlined'}
          startIcon={<CameraIcon />}
          onClick={onTakePhoto}
        >
          Take Photo Instead
        </Button>
      </Box>
    </>
  );
}

export function LiveScanDialog({ open, onClose, ...view }: LiveScanDialogProps) {
  return (
    <PhoneDialog open={open} onClose={onClose} title="Scan barcode">
      {/* The camera runs only while the dialog is open: closing it turns the camera off. */}
      {open && <LiveScanView {...view} />}
    </PhoneDialog>
  );
}
