/**
 * Watch Demo on the camera screen (/camera?demo=1): the sample photo goes through the normal flow,
 * labelled as a demo, and the results get a short tour. Rendered by the camera screen only when
 * the address asks for the demo and a sample loader is provided.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { CameraActions, CameraState } from '../../camera';
import type { LoadDemoSample } from '../DemoSampleContext';
import { useDemoRun } from '../hooks/useDemoRun';
import { DemoBanner } from './DemoBanner';
import { DemoTour } from './DemoTour';

export interface DemoModeProps {
  load: LoadDemoSample;
  state: CameraState;
  actions: CameraActions;
}

export function DemoMode({ load, state, actions }: DemoModeProps) {
  const { active, sampleResults, loadError } = useDemoRun(load, state, actions);
  const [toured, setToured] = useState(false);
  const closeTour = useCallback(() => setToured(true), []);
  if (loadError) {
    return (
      <Alert severity="error" role="alert">
        {loadError}
      </Alert>
    );
  }
  return (
    <>
      {active && <DemoBanner />}
      {sampleResults && !toured && <DemoTour onClose={closeTour} />}
    </>
  );
}
