/**
 * Back closes a full-screen dialog instead of leaving the page under it: while the dialog is open,
 * one history entry of its own (the same address) sits on top, so the phone's Back pops that entry
 * and closes the dialog. A dialog closed any other way takes its entry back off, unless the page
 * has moved on since (then the entry is no longer the current one and is left alone).
 */
import { useEffect, useRef } from 'react';

const KEY = 'snapDialog';

export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    const token = `${Date.now()}-${Math.random()}`;
    // The router's own state (its key and index) is kept, so it reads the entry as the same page.
    window.history.pushState({ ...(window.history.state ?? {}), [KEY]: token }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && window.history.state?.[KEY] === token) window.history.back();
    };
  }, [open]);
}
