import { useEffect, useRef } from 'react';

/** Focuses the element when it appears: the field an editor opens with, after the user asked. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
