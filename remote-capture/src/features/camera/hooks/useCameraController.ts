/**
 * The camera's controller: the reducer of spec §4 plus its own effects (preparing photos, the
 * analysis, photos kept for a reload or handed over by the host's early screen, a photo shared into
 * the app, URL cleanup) and the result actions. The route composes it with what the other
 * features add (a saved listing kept and opened, a result kept for sign-up: they take `state` and
 * `dispatch`); the screen gets state and named actions.
 */
import { useCallback, useMemo, useReducer, useState, type RefObject } from 'react';
import { useAuth, type CapturedPhoto } from '@snap/shared';
import { createProductCodeScans } from '../../image-pipeline';
import { useSharedPhoto } from '../../shared-photo';
import { cameraReducer } from '../state/cameraReducer';
import { initialCameraState } from '../state/cameraState';
import { useAnalysis, useAnalysisHeadStart, useLateProductCodes } from './useAnalysis';
import { useHandedPhotos } from './useHandedPhotos';
import { useKeptPhotos } from './useKeptPhotos';
import { useOfflineReadiness } from './useOfflineReadiness';
import { useOnline } from './useOnline';
import { usePhotoIntake } from './usePhotoIntake';
import { usePhotoUrlCleanup } from './usePhotoUrlCleanup';
import { useResultActions } from './useResultActions';

/** Nothing is sent while nothing is analysed (one array, so the analysis effect stays put). */
const NO_PHOTOS: readonly CapturedPhoto[] = [];

/** `resultsReady`: whether the results panel can show without waiting for its chunk (useLazyParts). */
export function useCameraController(resultsReady?: RefObject<boolean>) {
  const [state, dispatch] = useReducer(cameraReducer, initialCameraState);
  const { user } = useAuth();
  const online = useOnline();
  const [codeScans] = useState(() => createProductCodeScans());
  const { headStart, analysisImage } = useAnalysisHeadStart(state, online, codeScans);
  const { addFile, addDemoFile, addSharedFile, addRequestedFile, abandon } = usePhotoIntake(
    dispatch,
    analysisImage,
    codeScans,
  );
  usePhotoUrlCleanup(state.photos);
  const analyzing = state.phase === 'analyzing' ? state.analysisPhotos : NO_PHOTOS;
  useAnalysis(analyzing, state.run, dispatch, {
    online,
    resultsReady,
    headStart,
    codeScans,
    confirmedCode: state.confirmedCode,
  });
  useLateProductCodes(state, dispatch, codeScans);
  useOfflineReadiness();
  const resultActions = useResultActions(state, dispatch);
  // A shared photo that cannot be read, or was refused, shows like a file that failed to prepare.
  const sharedPhotoProblem = useCallback((message: string) => dispatch({ type: 'processing-failed', message }), []);
  useSharedPhoto(addSharedFile, sharedPhotoProblem);
  useHandedPhotos(addFile);
  useKeptPhotos(state, dispatch, state.phase === 'analyzing' && !online);

  const actions = useMemo(
    () => ({
      ...resultActions,
      addFile,
      addDemoFile,
      addRequestedPhoto: addRequestedFile,
      selectPhoto: (id: string) => dispatch({ type: 'photo-selected', id }),
      removePhoto: (id: string) => dispatch({ type: 'photo-removed', id }),
      /** The seller turns down the photo shared into the app: it goes, unanalysed. */
      discardSharedPhoto: () => dispatch({ type: 'shared-photo-discarded' }),
      analyze: () => dispatch({ type: 'analysis-requested' }),
      priceByCode: () => dispatch({ type: 'priced-by-code-requested' }),
      settleCodeConflict: (choice: 'code' | 'photo') => dispatch({ type: 'code-conflict-settled', choice }),
      cancelAnalysis: () => dispatch({ type: 'analysis-cancelled' }),
      openViewer: () => dispatch({ type: 'dialog-opened', dialog: 'photo-viewer' }),
      openLiveScan: () => dispatch({ type: 'dialog-opened', dialog: 'live-scan' }),
      closeDialog: () => dispatch({ type: 'dialog-closed' }),
      dismissError: () => dispatch({ type: 'error-dismissed' }),
      takeAnother: () => {
        abandon();
        dispatch({ type: 'reset' });
      },
    }),
    [abandon, addFile, addDemoFile, addRequestedFile, resultActions],
  );

  return {
    state,
    /** For the features that add to the camera (saved-listing): the same actions as the reducer's. */
    dispatch,
    actions,
    signedIn: user !== null,
    // Analyzing while offline: the photo waits for the connection (WaitingForConnectionPanel).
    waitingForConnection: state.phase === 'analyzing' && !online,
  };
}

export type CameraController = ReturnType<typeof useCameraController>;
export type CameraActions = CameraController['actions'];
