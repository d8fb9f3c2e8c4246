import { useEffect, useRef } from 'react';
import type { CameraPhase } from '../../camera';

/** Where keyboard and screen-reader focus goes when the screen changes phase. */
const TARGETS: Record<CameraPhase, string> = {
  idle: 'capture-start',
  analyzing: 'analyzing-heading',
  results: 'result-heading',
};

/** Moves focus to the new phase's main element, so focus is never lost on a removed button. */
export function usePhaseFocus(phase: CameraPhase): void {
  const previous = useRef(phase);
  useEffect(() => {
    if (previous.current === phase) return;
    previous.current = phase;
    document.getElementById(TARGETS[phase])?.focus();
  }, [phase]);
}
