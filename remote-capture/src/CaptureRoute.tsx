/** Exposed as remote_capture/CaptureRoute: the /camera screen, with the real image pipeline and the demo photo. */
import { useEffect } from 'react';
import { whenIdle } from './features/camera/api/whenIdle';
import { CameraScreen } from './features/camera/components/CameraScreen';
import { DemoSampleContext } from './features/demo-tour/DemoSampleContext';
import { loadDemoSample } from './features/demo-tour/api/loadDemoSample';
import { ImagePipelineContext } from './features/image-pipeline/ImagePipelineContext';
import { compressForAnalysis, warmImagePipeline } from './features/image-pipeline/compressForAnalysis';

export default function CaptureRoute() {
  // The screen is for choosing a photo: its worker starts once the screen has settled, not when
  // the photo is chosen: the request should leave soon after the choice. Not
  // cancelled: the worker is the page's, started once, and idle until a photo comes.
  useEffect(() => whenIdle(warmImagePipeline, 3_000, 1_000), []);
  return (
    <ImagePipelineContext.Provider value={compressForAnalysis}>
      <DemoSampleContext.Provider value={loadDemoSample}>
        <CameraScreen />
      </DemoSampleContext.Provider>
    </ImagePipelineContext.Provider>
  );
}
