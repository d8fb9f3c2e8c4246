/**
 * Runs the demo once: hands the bundled photo to the normal intake (the real pipeline), which
 * analyses a first photo right away (spec §4): here the bundled bytes themselves (usePhotoIntake).
 * Knows which photo is the sample, so the demo label and the tour follow it and go once the seller
 * takes their own photo.
 */
import { useEffect, useRef, useState } from 'react';
import type { CameraActions, CameraState } from '../../camera';
import type { LoadDemoSample } from '../DemoSampleContext';

export const DEMO_LOAD_FAILED = 'The demo photo could not be loaded. Check your connection and try again.';

type Stage = 'load' | 'loading' | 'added' | 'done';

export function useDemoRun(load: LoadDemoSample, state: CameraState, actions: Pick<CameraActions, 'addDemoFile'>) {
  // A ref, not state: React's development double effects must not load the photo twice.
  const stage = useRef<Stage>('load');
  const [sampleId, setSampleId] = useState<string | null>(null);
  // Until the sample photo is known, the demo is loading or preparing it.
  const [pending, setPending] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { addDemoFile } = actions;

  useEffect(() => {
    if (stage.current !== 'load') return;
    stage.current = 'loading';
    load().then(
      (file) => {
        stage.current = 'added';
        return addDemoFile(file);
      },
      (error: unknown) => {
        console.warn('Loading the demo photo failed', error);
        stage.current = 'done';
        setPending(false);
        setLoadError(DEMO_LOAD_FAILED);
      },
    );
  }, [load, addDemoFile]);

  const first = state.photos[0];
  useEffect(() => {
    if (stage.current !== 'added' || !first) return;
    stage.current = 'done';
    setSampleId(first.id);
    setPending(false);
  }, [first]);

  const sampleShown = sampleId !== null && state.photos.some((photo) => photo.id === sampleId);
  return {
    /** The demo is under way or its photo is still on screen. */
    active: pending || sampleShown,
    /** The results on screen are the sample's. */
    sampleResults: state.phase === 'results' && sampleId !== null && state.analyzedId === sampleId,
    loadError,
  };
}
