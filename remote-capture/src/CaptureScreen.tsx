/**
 * The /camera screen composed. The camera's state and controller (features/camera) are the one
 * home every capture feature depends on; here they meet what the others add to them: a signed-in
 * seller's result saved and its edits written, a saved listing opened (/camera?listing=), a
 * visitor's result kept for a reload and for sign-up (features/saved-listing), and the screen that
 * draws it all (features/camera-screen). No feature imports another's internals, nor this file.
 */
import { useMemo } from 'react';
import { useAuth, useListingsPort } from '@snap/shared';
import { useCameraController } from './features/camera';
import { CameraScreen, useLazyParts, type ScreenActions } from './features/camera-screen';
import { useListingSync, useOpenListing, usePendingResult } from './features/saved-listing';

export function CaptureScreen() {
  const parts = useLazyParts();
  const { state, dispatch, actions: camera, signedIn, waitingForConnection } = useCameraController(parts.resultsReady);
  const { user } = useAuth();
  const listings = useListingsPort();
  const { keepForSignUp, forget } = usePendingResult(state, dispatch);
  useOpenListing(dispatch);
  useListingSync(state, dispatch, user ? listings : null, forget);
  const actions = useMemo<ScreenActions>(
    () => ({
      ...camera,
      keepForSignUp,
      // The result on screen is given up: nothing is kept for sign-up or a reload any more.
      takeAnother: () => {
        forget();
        camera.takeAnother();
      },
    }),
    [camera, keepForSignUp, forget],
  );
  return (
    <CameraScreen
      parts={parts}
      state={state}
      actions={actions}
      signedIn={signedIn}
      waitingForConnection={waitingForConnection}
    />
  );
}
