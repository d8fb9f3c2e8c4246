/** Exposed as remote_capture/CaptureRoute: the /camera screen, wired to the real image pipeline. */
import { CameraScreen } from './features/camera/components/CameraScreen';
import { ImagePipelineContext } from './features/image-pipeline/ImagePipelineContext';
import { compressForAnalysis } from './features/image-pipeline/compressForAnalysis';

export default function CaptureRoute() {
  return (
    <ImagePipelineContext.Provider value={compressForAnalysis}>
      <CameraScreen />
    </ImagePipelineContext.Provider>
  );
}
