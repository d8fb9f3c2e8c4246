/** Exposed as remote_capture/CaptureRoute: the /camera screen, with the real image pipeline and the demo photo. */
import { useEffect } from 'react';
import { CaptureScreen } from './CaptureScreen';
import { whenIdle } from './features/camera';
import { DemoSampleContext, loadDemoSample } from './features/demo-tour';
import { ImagePipelineContext, compressForAnalysis, warmImagePipeline } from './features/image-pipeline';

export default function CaptureRoute() {
  // The screen is for choosing a photo: its worker starts once the screen has settled, not when
  // the photo is chosen: the request should leave soon after the choice. Not
  // cancelled: the worker is the page's, started once, and idle until a photo comes.
  useEffect(() => whenIdle(warmImagePipeline, 3_000, 1_000), []);
  return (
    <ImagePipelineContext.Provider value={compressForAnalysis}>
      <DemoSampleContext.Provider value={loadDemoSample}>
        <CaptureScreen />
      </DemoSampleContext.Provider>
    </ImagePipelineContext.Provider>
  );
}
