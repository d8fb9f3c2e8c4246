/** Idle with no photos: the viewfinder panel and two buttons; all three open the file picker. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { CameraIcon, GalleryIcon } from '../../../components/icons';
import { PICTURE_FRAME, PictureWithActions } from './PictureWithActions';
import { PreparingPhoto } from './PreparingPhoto';

export interface ViewfinderProps {
  busy: boolean;
  onPick(source: 'camera' | 'gallery'): void;
}

const corner = (top: boolean, left: boolean) => ({
  content: '""',
  position: 'absolute',
  width: 28,
  height: 28,
  borderColor: 'primary.main',
  borderStyle: 'solid',
  borderWidth: `${top ? 4 : 0}px ${left ? 0 : 4}px ${top ? 0 : 4}px ${left ? 4 : 0}px`,
  [top ? 'top' : 'bottom']: 12,
  [left ? 'left' : 'right']: 12,
});

export function Viewfinder({ busy, onPick }: ViewfinderProps) {
  const frame = (
    <ButtonBase
      onClick={() => onPick('camera')}
      disabled={busy}
      sx={{
        ...PICTURE_FRAME,
        position: 'relative',
        bgcolor: 'grey.900',
        color: 'common.white',
        '&::before': corner(true, true),
        '&::after': corner(false, false),
      }}
    >
      <Box component="span" sx={{ display: 'grid', justifyItems: 'center', gap: 1, p: 2 }}>
        <CameraIcon sx={{ fontSize: 48, opacity: 0.8 }} />
        <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
          Position item in frame
        </Typography>
        <Typography component="span" sx={{ opacity: 0.8 }}>
          Tap to capture or choose from gallery
        </Typography>
      </Box>
    </ButtonBase>
  );
  return (
    <PictureWithActions picture={frame}>
      {busy && <PreparingPhoto />}
      <Button
        id="capture-start"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<CameraIcon />}
        onClick={() => onPick('camera')}
        disabled={busy}
      >
        Take Photo
      </Button>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GalleryIcon />}
        onClick={() => onPick('gallery')}
        disabled={busy}
      >
        Choose from Gallery
      </Button>
    </PictureWithActions>
  );
}
