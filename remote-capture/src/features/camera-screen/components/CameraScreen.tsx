/**
 * The /camera screen (spec §2): capture, analyze, results, drawn from the camera's state and
 * actions, which the route gives it (CaptureScreen). It draws what the other features show on it
 * (results, photo viewer, the demo, a saved listing's note); none of them imports it.
 */
import { Activity, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Spinner, useAppLocation } from '@snap/shared';
import { CaptureLayout } from '@snap/shared/capture';
import { RetryBoundary } from '@snap/shared/retry';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { analysisTarget, type CameraState } from '../../camera';
import { DemoMode, isDemoAddress, useDemoSampleLoader } from '../../demo-tour';
import { SavedNote } from '../../saved-listing';
import { usePhaseFocus } from '../hooks/usePhaseFocus';
import { preloadPart, usePartLoaded, usePreloadParts, type LazyParts } from '../lazy/lazyParts';
import type { ScreenActions } from '../screenActions';
import { AnalyzingPanel } from './AnalyzingPanel';
import { SaveResultBanner, TryFreeBanner } from './AnonymousBanners';
import { CameraBack, CameraHeaderActions } from './CameraHeader';
import { LazyDialogSlot } from './LazyDialogSlot';
import { PartFailedAlert } from './PartFailedAlert';
import { PhotoInput, openPicker, type PhotoSource } from '../../../components/PhotoInput';
import { warmBarcodeReader } from '../../image-pipeline';
import { PhotosReady } from './PhotosReady';
import { SharedPhotoPrompt } from './SharedPhotoPrompt';
import { StatusAnnouncer } from './StatusAnnouncer';
import { Viewfinder } from './Viewfinder';
import { WaitingForConnectionPanel } from './WaitingForConnectionPanel';

export interface CameraScreenProps {
  /** The screen's lazily loaded parts (useLazyParts), made where the controller is: it waits on the results part. */
  parts: LazyParts;
  state: CameraState;
  actions: ScreenActions;
  signedIn: boolean;
  /** Analyzing while offline: the photo waits for the connection. */
  waitingForConnection: boolean;
}

export function CameraScreen({ parts, state, actions, signedIn, waitingForConnection }: CameraScreenProps) {
  const {
    results: [CameraResults, retryResults],
    photoViewer,
    signUpPrompt,
    liveScan,
  } = parts;
  const input = useRef<HTMLInputElement>(null);
  const loadDemoSample = useDemoSampleLoader();
  const demo = isDemoAddress(useAppLocation().search) ? loadDemoSample : null;
  usePhaseFocus(state.phase);
  usePreloadParts(state, signedIn);
  const resultsLoaded = usePartLoaded('results');
  const [PhotoViewerDialog, retryPhotoViewer] = photoViewer;
  const [SignUpPromptDialog, retrySignUpPrompt] = signUpPrompt;
  const [LiveScanDialog, retryLiveScan] = liveScan;
  // Once the seller has opened the picker, the results panel is built (hidden) while they frame the
  // shot: built after the photo, it took ~300 ms of a 4x CPU between the answer and the price.
  // For this run of the screen: Take Another Photo (a new run) clears it with everything else.
  const [pickedInRun, setPickedInRun] = useState<number | null>(null);
  // The seller goes for a photo (the picker, or the live scan): the results panel and the barcode
  // reader load while they frame the shot, pick a file or hold the code to the camera.
  const goingForPhoto = () => {
    preloadPart('results');
    warmBarcodeReader();
    setPickedInRun(state.run);
  };
  const pick = (source: PhotoSource = 'camera') => {
    openPicker(input.current, source);
    goingForPhoto();
  };
  const scan = () => {
    goingForPhoto();
    actions.openLiveScan();
  };
  const takePhotoInstead = () => {
    actions.closeDialog();
    pick('camera');
  };
  const priceScannedPhoto = (photo: File) => {
    actions.closeDialog();
    void actions.addFile(photo);
  };
  const { phase, photos, selectedId, processing, error, dialog } = state;
  // A result keeps its photo: the only photo of one has no ✕ (Take Another Photo starts over).
  const removable = phase !== 'results' || photos.length > 1;
  const removePhoto = removable ? actions.removePhoto : undefined;
  const strip = { photos, selectedId, onSelect: actions.selectPhoto, onRemove: removePhoto };
  const preview = analysisTarget(state);
  const analyzedPhoto = photos.find((p) => p.id === state.analyzedId);
  const sharedPhoto = photos.find((p) => p.id === state.sharedPhotoId);
  const discardSharedPhoto = () => {
    // Its buttons go with it: focus goes on to Take Photo, never lost on a removed button.
    flushSync(actions.discardSharedPhoto);
    document.getElementById('capture-start')?.focus();
  };
  // From the picker's opening until the answer, once the part's chunk is here: hidden, it never
  // waits for the network nor fails to load. Not while a photo waits for the connection (offline).
  const rehearseResults =
    (phase === 'analyzing' ? !waitingForConnection : phase === 'idle' && pickedInRun === state.run) && resultsLoaded;
  const analyzing = (
    <AnalyzingPanel
      photo={analyzedPhoto}
      stage={state.stage}
      identifiedName={state.identifiedName}
      onCancel={actions.cancelAnalysis}
    />
  );

  // A result the screen already has (kept on the device, a saved listing) waits only for the results
  // part: a still spinner, never the analyzing panel. That panel's "Still working (N s)" ticks
  // every second, each tick interrupted React's retry of the suspended results (a retry never
  // expires), and at 4× CPU on a busy machine that render took longer than a second: a result
  // restored after a reload never showed (CI, kept-work.spec.ts, 2 of 2).
  const loadingResult = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Spinner size="md" label="Loading the result" />
    </Box>
  );

  return (
    <>
      <CaptureLayout
        back={<CameraBack />}
        actions={
          <CameraHeaderActions signedIn={signedIn} onGuide={actions.openGuide} onSignIn={actions.keepForSignUp} />
        }
      >
        {demo && <DemoMode load={demo} state={state} actions={actions} />}
        <StatusAnnouncer state={state} waitingForConnection={waitingForConnection} />
        {error && (
          <Alert severity="error" role="alert" onClose={actions.dismissError}>
            {error}
          </Alert>
        )}
        {/*
          The results panel is its own chunk, preloaded once a photo is chosen. Results arrive in a
          transition (useAnalysis), so should the chunk still be loading, React keeps the analyzing
          panel on screen inside this already visible boundary: no flash, no layout shift. Should
          anything else ever suspend here, the fallback is the analyzing panel too. A chunk that
          fails to download shows Retry here and loses nothing: the state lives above.
        */}
        <RetryBoundary
          loading={phase === 'results' ? loadingResult : analyzing}
          onRetry={retryResults}
          fallback={(_error, retry) => <PartFailedAlert onRetry={retry} />}
        >
          {phase === 'idle' && !preview && <Viewfinder busy={processing} onPick={pick} onScan={scan} />}
          {/* A photo shared into the app waits for the seller's tap: nothing analyses it before. */}
          {phase === 'idle' && sharedPhoto && (
            <SharedPhotoPrompt photo={sharedPhoto} onAnalyze={actions.analyze} onDiscard={discardSharedPhoto} />
          )}
          {phase === 'idle' && preview && !sharedPhoto && (
            <PhotosReady
              {...strip}
              preview={preview}
              busy={processing}
              onAnalyze={actions.analyze}
              onAddPhoto={() => pick()}
              onView={actions.openViewer}
            />
          )}
          {phase === 'analyzing' &&
            (waitingForConnection ? (
              <WaitingForConnectionPanel
                photo={photos.find((p) => p.id === state.analyzedId)}
                onCancel={actions.cancelAnalysis}
              />
            ) : (
              analyzing
            ))}
          {/* Above the results: the first thing a seller sees once it is kept (its line is kept for it). */}
          {phase === 'results' && signedIn && <SavedNote saved={Boolean(state.listingId)} />}
          {/*
            Built hidden while the photo is analysed (rehearsal result, idle priority), so that when
            the answer comes React only updates the panel's texts and shows it; the anonymous
            banner under it too (mounting it then, styles and all, took ~20 ms at 4x CPU).
          */}
          {(phase === 'results' || rehearseResults) && (
            <Activity mode={phase === 'results' ? 'visible' : 'hidden'}>
              <CameraResults state={state} strip={strip} signedIn={signedIn} actions={actions} />
              {!signedIn && <SaveResultBanner onSignUp={actions.keepForSignUp} />}
            </Activity>
          )}
        </RetryBoundary>
        {/*
          Under the controls, not above them: the host's early /camera screen draws Take Photo and
          Choose from Gallery before this screen comes, and a banner coming above them pushed them
          106 px down under the seller's finger. Only before an analysis: once a photo is analysed,
          the panels above change height, and the save banner takes its place with the results.
        */}
        {!signedIn && phase === 'idle' && <TryFreeBanner />}
      </CaptureLayout>
      <PhotoInput ref={input} onFile={actions.addFile} />
      <LazyDialogSlot open={dialog === 'sign-up-prompt'} onClose={actions.closeDialog} onRetry={retrySignUpPrompt}>
        <SignUpPromptDialog
          open={dialog === 'sign-up-prompt'}
          onClose={actions.closeDialog}
          onSignUp={actions.keepForSignUp}
        />
      </LazyDialogSlot>
      <LazyDialogSlot open={dialog === 'live-scan'} onClose={actions.closeDialog} onRetry={retryLiveScan}>
        <LiveScanDialog
          open={dialog === 'live-scan'}
          onClose={actions.closeDialog}
          onRead={priceScannedPhoto}
          onTakePhoto={takePhotoInstead}
        />
      </LazyDialogSlot>
      <LazyDialogSlot open={dialog === 'photo-viewer'} onClose={actions.closeDialog} onRetry={retryPhotoViewer}>
        <PhotoViewerDialog
          open={dialog === 'photo-viewer'}
          photos={photos}
          selectedId={selectedId}
          onRemove={removePhoto}
          onClose={actions.closeDialog}
        />
      </LazyDialogSlot>
    </>
  );
}
