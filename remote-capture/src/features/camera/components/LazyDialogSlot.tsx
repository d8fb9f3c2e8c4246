import { Suspense, useState, type ReactNode } from 'react';

export interface LazyDialogSlotProps {
  open: boolean;
  /** The lazily loaded dialog. */
  children: ReactNode;
}

/**
 * Renders a lazily loaded dialog from its first opening on, and keeps it so it can animate
 * closed. While its code loads nothing is shown and focus stays on the button that opened it,
 * which is where the dialog returns focus when it closes.
 */
export function LazyDialogSlot({ open, children }: LazyDialogSlotProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
