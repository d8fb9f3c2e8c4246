/**
 * The frame dialog's states (spec §4: loading, error, loaded) as a pure reducer. While loading,
 * the probe first decides whether the frame is worth showing (`frameMounted`), then the frame's
 * own 'load' finishes it; a watchdog turns a frame that never arrives into 'error'.
 */
export type FrameStatus = 'loading' | 'loaded' | 'error';

export interface FrameState {
  status: FrameStatus;
  /** Bumped by Try Again and Refresh, so the frame and the probe start over. */
  attempt: number;
  frameMounted: boolean;
}

export type FrameEvent = { type: 'allowed' } | { type: 'refused' } | { type: 'frame-loaded' } | { type: 'timed-out' } | { type: 'retry' };

/** Long enough for a framable page on a phone network, short enough to reach 'Unable to load' within 4 s. */
export const FRAME_LOAD_TIMEOUT_MS = 3500;

export const initialFrameState: FrameState = { status: 'loading', attempt: 0, frameMounted: false };

export function frameReducer(state: FrameState, event: FrameEvent): FrameState {
  if (event.type === 'retry') return { status: 'loading', attempt: state.attempt + 1, frameMounted: false };
  if (state.status !== 'loading') return state;
  switch (event.type) {
    case 'allowed':
      return { ...state, frameMounted: true };
    case 'frame-loaded':
      return state.frameMounted ? { ...state, status: 'loaded' } : state;
    case 'refused':
    case 'timed-out':
      return { ...state, status: 'error', frameMounted: false };
  }
}
