/**
 * The frame dialog's states (spec §4: loading, error, loaded) as a pure reducer. While loading,
 * the probe first decides whether the frame is worth showing (`frameMounted`), then the frame's
 * own 'load' finishes it. Two watchdogs: a probe that does not answer soon enough means 'error'
 * (refusals must show within 4 s, not as a blank box); a page allowed in the frame gets longer to
 * arrive, since a slow phone network is not a refusal.
 */
export type FrameStatus = 'loading' | 'loaded' | 'error';

export interface FrameState {
  status: FrameStatus;
  /** Bumped by Try Again and Refresh, so the frame and the probe start over. */
  attempt: number;
  frameMounted: boolean;
}

export type FrameEvent =
  | { type: 'allowed' }
  | { type: 'refused' }
  | { type: 'probe-timed-out' }
  | { type: 'frame-loaded' }
  | { type: 'frame-timed-out' }
  | { type: 'retry' };

/** Leaves a second of the 4 s bound for a busy phone to render 'Unable to load'. */
export const FRAMING_PROBE_TIMEOUT_MS = 3000;
/** For a page that may be framed to fire 'load' (all its subresources included). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

export const initialFrameState: FrameState = { status: 'loading', attempt: 0, frameMounted: false };

const failed = (state: FrameState): FrameState => ({ ...state, status: 'error', frameMounted: false });

export function frameReducer(state: FrameState, event: FrameEvent): FrameState {
  if (event.type === 'retry') return { status: 'loading', attempt: state.attempt + 1, frameMounted: false };
  if (state.status !== 'loading') return state;
  switch (event.type) {
    case 'allowed':
      return { ...state, frameMounted: true };
    case 'refused':
      return failed(state);
    case 'probe-timed-out':
      return state.frameMounted ? state : failed(state);
    case 'frame-loaded':
      return state.frameMounted ? { ...state, status: 'loaded' } : state;
    case 'frame-timed-out':
      return failed(state);
  }
}
