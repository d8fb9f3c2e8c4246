/**
 * The host's own first screen of /camera, written into that route's HTML at build time
 * (host/prerender): the photo can be taken from the first paint, before any JavaScript has run.
 *
 * Take Photo, Choose from Gallery and the viewfinder are labels of native file inputs, so a tap opens
 * the phone's camera or gallery with no script at all; the Back link is a plain link. Nothing else is
 * drawn as a control: the camera screen's Sign In, Guide and banners arrive with it. Once the app runs,
 * earlyCapture.ts hands the chosen photo to the camera screen, which takes this screen's place.
 *
 * While a photo waits for the camera screen, CSS alone (an input that holds a file is `:valid`) says
 * so; the inputs stay, so a seller can pick again.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CaptureLayout, PictureWithActions, VIEWFINDER_SX, ViewfinderFace } from '@snap/shared/capture';
import { PATHS } from '@snap/shared/contracts';
import { BackIcon, CameraIcon, GalleryIcon } from '@snap/shared/icons';
import { EARLY_CAPTURE_ID, EARLY_INPUT_CLASS } from './earlyCaptureMarkup';

const CAMERA_INPUT = 'early-photo-camera';
const GALLERY_INPUT = 'early-photo-gallery';

/** Kept in the page for the picker and screen readers, out of sight (MUI's file-upload recipe). */
const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** The theme's focus ring (shared/src/theme), drawn by CSS alone: no script is there to mark focus. */
const RING = { outline: '2px solid #0f172a', outlineOffset: 2 } as const;
/** A label drawn as a button shows the ring of the input it holds. */
const focusRing = { '&:has(input:focus-visible)': RING };

function PhotoButton({
  id,
  capture,
  label,
  outlined,
}: {
  id: string;
  capture: boolean;
  label: string;
  outlined?: boolean;
}) {
  const Icon = capture ? CameraIcon : GalleryIcon;
  return (
    // The input is the control (focus, keyboard, screen readers); the label is only its look.
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant={outlined ? 'outlined' : 'contained'}
      size="large"
      fullWidth
      startIcon={<Icon />}
      sx={focusRing}
    >
      {label}
      <Box
        component="input"
        id={id}
        // Named by its own label alone: the viewfinder is a label of the camera input too.
        aria-label={label}
        className={EARLY_INPUT_CLASS}
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        required
        sx={hiddenInput}
      />
    </Button>
  );
}

const SX = {
  frame: { ...VIEWFINDER_SX, cursor: 'pointer' },
  // Shown once an input holds a photo: the page's :has() sees it before any script runs.
  waiting: { display: 'none', [`#${EARLY_CAPTURE_ID}:has(input:valid) &`]: { display: 'block' } },
} as const;

/** The camera screen's layout (CaptureLayout), so the two screens cannot drift apart; its own controls. */
export function EarlyCapture() {
  return (
    <CaptureLayout
      back={
        <Button href={PATHS.home} startIcon={<BackIcon />} sx={{ minWidth: 44, '&:focus-visible': RING }}>
          Back
        </Button>
      }
    >
      <PictureWithActions
        picture={
          // The viewfinder opens the camera too (spec §2: three buttons open the picker); the Take
          // Photo input below is its control for keyboards and screen readers.
          <Box component="label" htmlFor={CAMERA_INPUT} aria-hidden sx={SX.frame}>
            <ViewfinderFace />
          </Box>
        }
      >
        <Typography role="status" sx={SX.waiting}>
          Photo chosen. It is analyzed as soon as the camera is ready.
        </Typography>
        <PhotoButton id={CAMERA_INPUT} capture label="Take Photo" />
        <PhotoButton id={GALLERY_INPUT} capture={false} label="Choose from Gallery" outlined />
      </PictureWithActions>
    </CaptureLayout>
  );
}
