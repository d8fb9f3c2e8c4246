/** Idle with photos: the selected photo, the strip, 'Analyze Item' and 'Add Another Photo'. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import type { CapturedPhoto } from '@snap/shared';
import { CameraIcon } from '../../../components/icons';
import { PhotoStrip, type PhotoStripProps } from './PhotoStrip';
import { PreparingPhoto } from './PreparingPhoto';
import { PICTURE_FRAME, PictureWithActions } from '@snap/shared/capture';

export interface PhotosReadyProps extends PhotoStripProps {
  preview: CapturedPhoto;
  busy: boolean;
  onAnalyze(): void;
  onAddPhoto(): void;
  onView(): void;
}

export function PhotosReady({ preview, busy, onAnalyze, onAddPhoto, onView, ...strip }: PhotosReadyProps) {
  return (
    <PictureWithActions
      picture={
        <ButtonBase
          aria-label="View photos"
          onClick={onView}
          sx={{ ...PICTURE_FRAME, overflow: 'hidden', bgcolor: 'grey.100' }}
        >
          <Box
            component="img"
            src={preview.url}
            alt="Selected photo"
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </ButtonBase>
      }
    >
      <PhotoStrip {...strip} />
      {busy && <PreparingPhoto />}
      <Button id="capture-start" variant="contained" size="large" fullWidth onClick={onAnalyze} disabled={busy}>
        Analyze Item
      </Button>
      <Button variant="outlined" size="large" fullWidth startIcon={<CameraIcon />} onClick={onAddPhoto} disabled={busy}>
        Add Another Photo
      </Button>
    </PictureWithActions>
  );
}
