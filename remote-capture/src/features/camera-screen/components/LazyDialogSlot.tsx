import { useState, type ReactNode } from 'react';
import { RetryBoundary } from '@snap/shared/retry';
import { PartFailedAlert } from './PartFailedAlert';

export interface LazyDialogSlotProps {
  open: boolean;
  /** Closes the dialog; offered with Retry if its code could not load. */
  onClose(): void;
  /** Makes a fresh lazy dialog after a failed load (its useRetryableLazy retry). */
  onRetry(): void;
  /** The lazily loaded dialog. */
  children: ReactNode;
}

/**
 * Renders a lazily loaded dialog from its first opening on, and keeps it so it can animate
 * closed. While its code loads nothing is shown and focus stays on the button that opened it,
 * which is where the dialog returns focus when it closes. If the code cannot load, Retry and
 * Close show while the dialog is meant to be open, and the next opening tries again by itself.
 */
export function LazyDialogSlot({ open, onClose, onRetry, children }: LazyDialogSlotProps) {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  if (openings === 0) return null;
  return (
    <RetryBoundary
      loading={null}
      onRetry={onRetry}
      retryKey={openings}
      fallback={(_error, retry) => open && <PartFailedAlert onRetry={retry} onClose={onClose} />}
    >
      {children}
    </RetryBoundary>
  );
}
