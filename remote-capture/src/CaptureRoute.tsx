/** Exposed as remote_capture/CaptureRoute: the /camera screen, with the real image pipeline and the demo photo. */
import { CameraScreen } from './features/camera/components/CameraScreen';
import { DemoSampleContext } from './features/demo-tour/DemoSampleContext';
import { loadDemoSample } from './features/demo-tour/api/loadDemoSample';
import { ImagePipelineContext } from './features/image-pipeline/ImagePipelineContext';
import { compressForAnalysis } from './features/image-pipeline/compressForAnalysis';

export default function CaptureRoute() {
  return (
    <ImagePipelineContext.Provider value={compressForAnalysis}>
      <DemoSampleContext.Provider value={loadDemoSample}>
        <CameraScreen />
      </DemoSampleContext.Provider>
    </ImagePipelineContext.Provider>
  );
}
