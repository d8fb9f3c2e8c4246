/**
 * The camera screen's behaviour: the reducer of spec §4 plus its effects (preparing photos,
 * analysis, URL cleanup) and the result actions. Components get state and named actions.
 */
import { useCallback, useMemo, useReducer, type RefObject } from 'react';
import { useAuth, useListingsPort, type CapturedPhoto } from '@snap/shared';
import { useListingSync } from '../../saved-listing/hooks/useListingSync';
import { useOpenListing } from '../../saved-listing/hooks/useOpenListing';
import { usePendingResult } from '../../saved-listing/hooks/usePendingResult';
import { useSharedPhoto } from '../../shared-photo/hooks/useSharedPhoto';
import { cameraReducer } from '../state/cameraReducer';
import { initialCameraState } from '../state/cameraState';
import { useAnalysis, useAnalysisHeadStart } from './useAnalysis';
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
  const { headStart, analysisImage } = useAnalysisHeadStart(state, online);
  const { addFile, addDemoFile, addSharedFile, addRequestedFile, abandon } = usePhotoIntake(dispatch, analysisImage);
  usePhotoUrlCleanup(state.photos);
  const analyzing = state.phase === 'analyzing' ? state.analysisPhotos : NO_PHOTOS;
  useAnalysis(analyzing, state.run, dispatch, { online, resultsReady, headStart });
  useOfflineReadiness();
  const resultActions = useResultActions(state, dispatch);
  const listings = useListingsPort();
  const { keepForSignUp, forget } = usePendingResult(state, dispatch);
  useOpenListing(dispatch);
  // A shared photo that cannot be read, or was refused, shows like a file that failed to prepare.
  const sharedPhotoProblem = useCallback((message: string) => dispatch({ type: 'processing-failed', message }), []);
  useSharedPhoto(addSharedFile, sharedPhotoProblem);
  useHandedPhotos(addFile);
  useKeptPhotos(state, dispatch, state.phase === 'analyzing' && !online);
  useListingSync(state, dispatch, user ? listings : null, forget);

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
      cancelAnalysis: () => dispatch({ type: 'analysis-cancelled' }),
      openViewer: () => dispatch({ type: 'dialog-opened', dialog: 'photo-viewer' }),
      closeDialog: () => dispatch({ type: 'dialog-closed' }),
      dismissError: () => dispatch({ type: 'error-dismissed' }),
      keepForSignUp,
      takeAnother: () => {
        abandon();
        forget();
        dispatch({ type: 'reset' });
      },
    }),
    [abandon, addFile, addDemoFile, addRequestedFile, resultActions, keepForSignUp, forget],
  );

  // Analyzing while offline: the photo waits for the connection (WaitingForConnectionPanel).
  return { state, actions, signedIn: user !== null, waitingForConnection: state.phase === 'analyzing' && !online };
}

export type CameraActions = ReturnType<typeof useCameraController>['actions'];
