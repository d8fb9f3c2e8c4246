/**
 * Exposed as remote_share/FrameDialog: a catalogue marketplace in an embedded frame (spec §2, §4),
 * with the listing's copy actions below it when a listing is passed. Full-screen on a phone.
 */
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import type { FrameDialogProps } from '@snap/shared';
import { useCompactScreen } from '@snap/shared/layout';
import { FramePanel } from './features/frame/components/FramePanel';

export default function FrameDialog({ open, onClose, marketplace, data }: FrameDialogProps) {
  const titleId = useId();
  const phone = useCompactScreen();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column', height: phone ? '100%' : '90vh' } } }}
    >
      {/* The panel mounts with each opening, so every opening starts a fresh load. */}
      <FramePanel titleId={titleId} marketplace={marketplace} data={data} onClose={onClose} />
    </Dialog>
  );
}
