/**
 * Runs one frame attempt: the framing probe and its watchdog, then the frame's own watchdog; all
 * cancelled on retry or close.
 */
import { useCallback, useEffect, useReducer } from 'react';
import { FRAME_LOAD_TIMEOUT_MS, FRAMING_PROBE_TIMEOUT_MS, frameReducer, initialFrameState } from '../frameLoad';
import { probeFraming, type FramingProbe } from '../api/probeFraming';

export function useFrameLoad(url: string | null, probe: FramingProbe = probeFraming) {
  const [state, dispatch] = useReducer(frameReducer, initialFrameState);
  const { attempt, frameMounted } = state;

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    // An aborted probe still settles; it must not decide the next attempt.
    const settle = (event: 'allowed' | 'refused') => !controller.signal.aborted && dispatch({ type: event });
    const watchdog = window.setTimeout(() => dispatch({ type: 'probe-timed-out' }), FRAMING_PROBE_TIMEOUT_MS);
    probe(url, controller.signal).then(
      (verdict) => settle(verdict === 'allowed' ? 'allowed' : 'refused'),
      () => settle('refused'),
    );
    return () => {
      window.clearTimeout(watchdog);
      controller.abort();
    };
  }, [url, probe, attempt]);

  useEffect(() => {
    if (!frameMounted) return undefined;
    const watchdog = window.setTimeout(() => dispatch({ type: 'frame-timed-out' }), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(watchdog);
  }, [frameMounted, attempt]);

  const onFrameLoad = useCallback(() => dispatch({ type: 'frame-loaded' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  return { state, onFrameLoad, retry };
}
