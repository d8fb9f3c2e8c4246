import { useEffect, useRef } from 'react';

/** When `active` goes from true to false (an editor closes), focus returns to the element. */
export function useReturnFocus<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) ref.current?.focus();
    wasActive.current = active;
  }, [active]);
  return ref;
}
