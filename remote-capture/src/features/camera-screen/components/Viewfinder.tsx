/**
 * Idle with no photos: the viewfinder panel and two buttons, all three opening the file picker (the
 * default path), and under them Scan barcode, for a seller who wants the code read first.
 */
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { PICTURE_FRAME, PictureWithActions, VIEWFINDER_SX, ViewfinderFace } from '@snap/shared/capture';
import { BarcodeIcon, CameraIcon, GalleryIcon } from '../../../components/icons';
import { PreparingPhoto } from './PreparingPhoto';

export interface ViewfinderProps {
  busy: boolean;
  onPick(source: 'camera' | 'gallery'): void;
  /** Opens the live barcode scan. */
  onScan(): void;
}

export function Viewfinder({ busy, onPick, onScan }: ViewfinderProps) {
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
      <Button size="large" fullWidth startIcon={<BarcodeIcon />} onClick={onScan} disabled={busy}>
        Scan barcode
      </Button>
    </PictureWithActions>
  );
}
