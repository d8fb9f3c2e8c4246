/**
 * The camera stream a live scan reads from: the back camera where there is one, at a size a retail
 * barcode can be read from across a hand's length, with the torch where the device has one. Every
 * way the camera can fail to start has the seller's own words and a way on: a photo instead.
 */

/** Why the camera did not start; each has its message (CAMERA_MESSAGES). */
export type CameraProblem = 'blocked' | 'missing' | 'busy' | 'unsupported' | 'failed' | 'reader';

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  blocked:
    "Camera access is blocked for this site. Allow the camera in your browser's settings, or take a photo of the barcode instead.",
  missing: 'No camera was found on this device. Take a photo of the barcode or choose one from your gallery instead.',
  busy: 'The camera is in use by another app. Close that app and try again, or take a photo of the barcode instead.',
  unsupported: 'This browser cannot open the camera from a web page. Take a photo of the barcode instead.',
  failed: 'The camera could not start. Try again, or take a photo of the barcode instead.',
  reader: 'The barcode reader could not load. Check your connection and try again, or take a photo instead.',
};

/** The DOMException names getUserMedia rejects with (Media Capture and Streams), in the seller's terms. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** Thrown when the browser has no camera API here (an old browser, or a page that is not secure). */
export class CameraUnsupportedError extends Error {
  override name = 'CameraUnsupportedError';
}

/**
 * The back camera ('environment': a phone's main camera; a laptop's only one), asked for at 1080p:
 * a code filling a fifth of the frame still has bars two pixels wide.
 */
export function openBackCamera(media: MediaDevices | undefined = navigator.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) return Promise.reject(new CameraUnsupportedError('No getUserMedia'));
  return media.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  });
}

/** Stops every track: the camera's light goes off as soon as the scan is closed. */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The torch of a stream's camera, where it has one (Chrome on Android); null elsewhere. */
export interface Torch {
  set(on: boolean): Promise<void>;
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function torchOf(stream: MediaStream): Torch | null {
  const [track] = stream.getVideoTracks();
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
  if (!track || !capabilities?.torch) return null;
  return {
    set: (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }),
  };
}
