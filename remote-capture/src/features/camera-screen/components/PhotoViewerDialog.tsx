import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { CapturedPhoto } from '@snap/shared';
import { useCompactScreen } from '@snap/shared/layout';
import { CloseIcon } from '../../../components/icons';
import { PhotoViewer } from '../../photo-viewer';

export interface PhotoViewerDialogProps {
  open: boolean;
  photos: readonly CapturedPhoto[];
  selectedId: string | null;
  /** Offered only where a photo may go (a result's only photo stays). */
  onRemove?(id: string): void;
  onClose(): void;
}

/** The photo viewer over the camera screen, full screen on a phone (upright or on its side). */
export function PhotoViewerDialog({ open, photos, selectedId, onRemove, onClose }: PhotoViewerDialogProps) {
  const phone = useCompactScreen();
  const initialIndex = Math.max(
    0,
    photos.findIndex((photo) => photo.id === selectedId),
  );
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle sx={{ pr: 7 }}>Your photos</DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {open && <PhotoViewer photos={photos} initialIndex={initialIndex} onRemove={onRemove} />}
      </DialogContent>
    </Dialog>
  );
}
