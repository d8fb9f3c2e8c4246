import { Suspense, useState, type ReactNode } from 'react';
import { PartBoundary } from './PartBoundary';

export interface LazyDialogSlotProps {
  open: boolean;
  /** Closes the dialog; offered with Retry if its code could not load. */
  onClose(): void;
  /** Makes fresh lazy components after a failed load (useLazyParts' reload). */
  onRetry(): void;
  /** The lazily loaded dialog. */
  children: ReactNode;
}

/**
 * Renders a lazily loaded dialog from its first opening on, and keeps it so it can animate
 * closed. While its code loads nothing is shown and focus stays on the button that opened it,
 * which is where the dialog returns focus when it closes. If the code cannot load, a message
 * with Retry and Close shows while the dialog is meant to be open.
 */
export function LazyDialogSlot({ open, onClose, onRetry, children }: LazyDialogSlotProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PartBoundary visible={open} onRetry={onRetry} onClose={onClose}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
