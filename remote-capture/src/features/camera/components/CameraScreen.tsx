/**
 * The /camera screen (spec §2): capture, analyze, results. This feature composes the others
 * (image-pipeline, results, photo-viewer); they never import it.
 */
import { Activity, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useAppLocation } from '@snap/shared';
import { SHORT_LANDSCAPE } from '@snap/shared/layout';
import { RetryBoundary } from '@snap/shared/retry';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { isDemoAddress, useDemoSampleLoader } from '../../demo-tour/DemoSampleContext';
import { DemoMode } from '../../demo-tour/components/DemoMode';
import { analysisTarget } from '../state/cameraState';
import { useCameraController } from '../hooks/useCameraController';
import { usePhaseFocus } from '../hooks/usePhaseFocus';
import { useLazyParts, usePartLoaded, usePreloadParts } from '../lazy/lazyParts';
import { AnalyzingPanel } from './AnalyzingPanel';
import { SaveResultBanner, TryFreeBanner } from './AnonymousBanners';
import { CameraHeader } from './CameraHeader';
import { LazyDialogSlot } from './LazyDialogSlot';
import { PartFailedAlert } from './PartFailedAlert';
import { PhotoInput, openPicker, type PhotoSource } from '../../../components/PhotoInput';
import { PhotosReady } from './PhotosReady';
import { SharedPhotoPrompt } from './SharedPhotoPrompt';
import { StatusAnnouncer } from './StatusAnnouncer';
import { SavedNote } from '../../saved-listing/components/SavedNote';
import { Viewfinder } from './Viewfinder';
import { WaitingForConnectionPanel } from './WaitingForConnectionPanel';

export function CameraScreen() {
  const {
    results: [CameraResults, retryResults],
    photoViewer,
    signUpPrompt,
    resultsReady,
  } = useLazyParts();
  const { state, actions, signedIn, waitingForConnection } = useCameraController(resultsReady);
  const input = useRef<HTMLInputElement>(null);
  const loadDemoSample = useDemoSampleLoader();
  const demo = isDemoAddress(useAppLocation().search) ? loadDemoSample : null;
  usePhaseFocus(state.phase);
  usePreloadParts(state, signedIn);
  const resultsLoaded = usePartLoaded('results');
  const [PhotoViewerDialog, retryPhotoViewer] = photoViewer;
  const [SignUpPromptDialog, retrySignUpPrompt] = signUpPrompt;
  const pick = (source: PhotoSource = 'camera') => openPicker(input.current, source);
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
  // Only while the request is in flight and once the part's chunk is here: hidden, it never
  // waits for the network nor fails to load (offline, a photo waits for the connection).
  const rehearseResults = phase === 'analyzing' && !waitingForConnection && resultsLoaded;
  const analyzing = (
    <AnalyzingPanel
      photo={analyzedPhoto}
      stage={state.stage}
      identifiedName={state.identifiedName}
      onCancel={actions.cancelAnalysis}
    />
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <CameraHeader signedIn={signedIn} onGuide={actions.openGuide} onSignIn={actions.keepForSignUp} />
      <Stack
        component="main"
        // On a phone on its side the picture sits beside its buttons (PictureWithActions): wider.
        sx={{
          flex: 1,
          gap: 2,
          p: 2,
          pb: 4,
          maxWidth: 560,
          width: '100%',
          mx: 'auto',
          [SHORT_LANDSCAPE]: { maxWidth: 640 },
        }}
      >
        {!signedIn && <TryFreeBanner />}
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
          loading={analyzing}
          onRetry={retryResults}
          fallback={(_error, retry) => <PartFailedAlert onRetry={retry} />}
        >
          {phase === 'idle' && !preview && <Viewfinder busy={processing} onPick={pick} />}
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
          {/* Above the results: the first thing a seller sees once it is kept. */}
          {phase === 'results' && signedIn && state.listingId && <SavedNote />}
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
      </Stack>
      <PhotoInput ref={input} onFile={actions.addFile} />
      <LazyDialogSlot open={dialog === 'sign-up-prompt'} onClose={actions.closeDialog} onRetry={retrySignUpPrompt}>
        <SignUpPromptDialog
          open={dialog === 'sign-up-prompt'}
          onClose={actions.closeDialog}
          onSignUp={actions.keepForSignUp}
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
    </Box>
  );
}
