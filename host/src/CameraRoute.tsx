/**
 * /camera's route: the capture remote's screen, which takes over from the host's early camera
 * screen (features/early-capture/: painted with the page, before any script). The early screen is
 * this route's alone, so it is handled here and nowhere in the generic remote code: while it stands
 * in, the loading state is only a label for screen readers, and it leaves the page in the commit
 * that draws the camera screen or its fallback, so the seller never sees both, nor a blank page.
 */
import { EXPOSED } from '@snap/shared';
import { ReleaseEarlyCapture, useEarlyCaptureShown } from './features/early-capture/earlyCapture';
import { RemoteRoute, RouteLoading } from './features/remotes';

/**
 * A loading state the early screen may be standing over (the route's, and the session's before
 * it). Its own component, so only it re-renders when the early screen leaves.
 */
export function LoadingUnderEarlyCapture({ label }: { label: string }) {
  return <RouteLoading label={label} labelOnly={useEarlyCaptureShown()} />;
}

const what = 'the camera';

export function CameraRoute() {
  return (
    <RemoteRoute
      id={EXPOSED.capture}
      what={what}
      loading={<LoadingUnderEarlyCapture label={`Loading ${what}`} />}
      shownWith={<ReleaseEarlyCapture />}
    />
  );
}
