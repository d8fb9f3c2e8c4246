/** Exposed as remote_capture/CaptureRoute: the /camera screen, with the real image pipeline and the demo photo. */
import { useEffect } from 'react';
import { CameraScreen } from './features/camera/components/CameraScreen';
import { DemoSampleContext } from './features/demo-tour/DemoSampleContext';
import { loadDemoSample } from './features/demo-tour/api/loadDemoSample';
import { ImagePipelineContext } from './features/image-pipeline/ImagePipelineContext';
import { compressForAnalysis, warmImagePipeline } from './features/image-pipeline/compressForAnalysis';

export default function CaptureRoute() {
  // The screen is for choosing a photo: its worker starts once the screen has settled, not when
  // the photo is chosen (issue 17: the request should leave soon after the choice).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warmImagePipeline, 1_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warmImagePipeline, { timeout: 3_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return (
    <ImagePipelineContext.Provider value={compressForAnalysis}>
      <DemoSampleContext.Provider value={loadDemoSample}>
        <CameraScreen />
      </DemoSampleContext.Provider>
    </ImagePipelineContext.Provider>
  );
}
