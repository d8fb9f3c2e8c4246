import type { CapturedPhoto } from '@snap/shared';
import { PhoneDialog } from '../../../components/PhoneDialog';
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
  const initialIndex = Math.max(
    0,
    photos.findIndex((photo) => photo.id === selectedId),
  );
  return (
    <PhoneDialog open={open} onClose={onClose} title="Your photos">
      {open && <PhotoViewer photos={photos} initialIndex={initialIndex} onRemove={onRemove} />}
    </PhoneDialog>
  );
}
