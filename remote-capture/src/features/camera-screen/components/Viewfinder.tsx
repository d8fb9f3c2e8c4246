/** Idle with no photos: the viewfinder panel and two buttons; all three open the file picker. */
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { PICTURE_FRAME, PictureWithActions, VIEWFINDER_SX, ViewfinderFace } from '@snap/shared/capture';
import { CameraIcon, GalleryIcon } from '../../../components/icons';
import { PreparingPhoto } from './PreparingPhoto';

export interface ViewfinderProps {
  busy: boolean;
  onPick(source: 'camera' | 'gallery'): void;
}

export function Viewfinder({ busy, onPick }: ViewfinderProps) {
  const frame = (
    <ButtonBase onClick={() => onPick('camera')} disabled={busy} sx={{ ...PICTURE_FRAME, ...VIEWFINDER_SX }}>
      <ViewfinderFace />
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
