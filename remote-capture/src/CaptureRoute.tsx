/** Exposed as remote_capture/CaptureRoute: the /camera screen. */
import { CameraScreen } from './features/camera/components/CameraScreen';

export default function CaptureRoute() {
  return <CameraScreen />;
}
