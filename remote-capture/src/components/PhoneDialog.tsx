/**
 * A dialog over the camera screen with its title and a Close button, full screen on a phone
 * (upright or on its side), so it has the whole screen for a photo or the camera's view.
 */
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCompactScreen } from '@snap/shared/layout';
import { CloseIcon } from './icons';

export interface PhoneDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

export function PhoneDialog({ open, onClose, title, children }: PhoneDialogProps) {
  const phone = useCompactScreen();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
