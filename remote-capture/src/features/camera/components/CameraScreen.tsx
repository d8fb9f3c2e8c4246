/**
 * The /camera screen (spec §2): capture, analyze, results. This feature composes the others
 * (image-pipeline, results, photo-viewer); they never import it.
 */
import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { analysisTarget } from '../state/cameraState';
import { useCameraController } from '../hooks/useCameraController';
import { usePhaseFocus } from '../hooks/usePhaseFocus';
import { AnalyzingPanel } from './AnalyzingPanel';
import { SaveResultBanner, TryFreeBanner } from './AnonymousBanners';
import { CameraHeader } from './CameraHeader';
import { CameraResults } from './CameraResults';
import { PhotoInput, openPicker, type PhotoSource } from './PhotoInput';
import { PhotosReady } from './PhotosReady';
import { PhotoViewerDialog } from './PhotoViewerDialog';
import { SignUpPromptDialog } from './SignUpPromptDialog';
import { StatusAnnouncer } from './StatusAnnouncer';
import { Viewfinder } from './Viewfinder';

export function CameraScreen() {
  const { state, actions, signedIn } = useCameraController();
  const input = useRef<HTMLInputElement>(null);
  usePhaseFocus(state.phase);
  const pick = (source: PhotoSource = 'camera') => openPicker(input.current, source);
  const { phase, photos, selectedId, processing, error, dialog } = state;
  const strip = { photos, selectedId, onSelect: actions.selectPhoto, onRemove: actions.removePhoto };
  const preview = analysisTarget(state);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <CameraHeader signedIn={signedIn} onGuide={actions.openGuide} />
      <Stack component="main" sx={{ flex: 1, gap: 2, p: 2, pb: 4, maxWidth: 560, width: '100%', mx: 'auto' }}>
        {!signedIn && <TryFreeBanner />}
        <StatusAnnouncer state={state} />
        {error && (
          <Alert severity="error" role="alert" onClose={actions.dismissError}>
            {error}
          </Alert>
        )}
        {phase === 'idle' && !preview && <Viewfinder busy={processing} onPick={pick} />}
        {phase === 'idle' && preview && (
          <PhotosReady {...strip} preview={preview} busy={processing} onAnalyze={actions.analyze} onAddPhoto={() => pick()} onView={actions.openViewer} />
        )}
        {phase === 'analyzing' && <AnalyzingPanel photo={photos.find((p) => p.id === state.analyzedId)} stage={state.stage} onCancel={actions.cancelAnalysis} />}
        {phase === 'results' && <CameraResults state={state} strip={strip} signedIn={signedIn} actions={actions} />}
        {phase === 'results' && !signedIn && <SaveResultBanner />}
      </Stack>
      <PhotoInput ref={input} onFile={actions.addFile} />
      <SignUpPromptDialog open={dialog === 'sign-up-prompt'} onClose={actions.closeDialog} />
      <PhotoViewerDialog open={dialog === 'photo-viewer'} photos={photos} selectedId={selectedId} onRemove={actions.removePhoto} onClose={actions.closeDialog} />
    </Box>
  );
}
