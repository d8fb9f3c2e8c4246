import { useEffect } from 'react';
import { markCapture } from '../api/captureMarks';
import type { CameraActions } from '../hooks/useCameraController';
import type { CameraState } from '../state/cameraState';
import { ResultsPanel } from '../../results/components/ResultsPanel';
import { PhotoStrip, type PhotoStripProps } from './PhotoStrip';

export interface CameraResultsProps {
  state: CameraState;
  strip: PhotoStripProps;
  signedIn: boolean;
  actions: CameraActions;
}

/** The results panel wired to the camera's state and actions. */
export function CameraResults({ state, strip, signedIn, actions }: CameraResultsProps) {
  useEffect(() => markCapture('price-shown'), []);
  if (!state.result || !state.edits) return null;
  return (
    <ResultsPanel
      result={state.result}
      edits={state.edits}
      editing={state.editing}
      signedIn={signedIn}
      photos={<PhotoStrip {...strip} />}
      onEdit={actions.startEdit}
      onSave={actions.saveEdit}
      onCancel={actions.cancelEdit}
      onSmartShare={actions.smartShare}
      onViewGuide={actions.openGuide}
      onMarketplace={actions.openMarketplace}
      onTakeAnother={actions.takeAnother}
    />
  );
}
