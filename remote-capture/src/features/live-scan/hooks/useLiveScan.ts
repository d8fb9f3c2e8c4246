/**
 * A live scan: the camera stream in a <video>, a frame read every SCAN_INTERVAL_MS by the barcode
 * worker (the reader the chosen photos use, so the same codes and check digits count), and on the
 * first frame with a code, that frame made into the seller's photo, the code going with it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ProductCode } from '@snap/shared/market';
import { readFrameCodes, rememberScannedCodes } from '../../image-pipeline';
import {
  CameraUnsupportedError,
  cameraProblemOf,
  openBackCamera,
  stopStream,
  torchOf,
  type CameraProblem,
  type Torch,
} from '../api/cameraStream';

/** Between one frame's read and the next: four reads a second, and a core left for the page. */
export const SCAN_INTERVAL_MS = 250;
/** After this long with no code, the seller is told how to help the reader. */
export const SCAN_HINT_AFTER_MS = 10_000;

export type LiveScanStatus =
  | { kind: 'starting' }
  | { kind: 'scanning'; slow: boolean }
  | { kind: 'read'; code: ProductCode }
  | { kind: 'failed'; problem: CameraProblem };

/** What a live scan uses of the browser; tests give their own. */
export interface LiveScanParts {
  openCamera(): Promise<MediaStream>;
  /** The frame on screen now, or null while the video has none yet. */
  grabFrame(video: HTMLVideoElement): Promise<ImageBitmap | null>;
  readFrame(frame: ImageBitmap, signal: AbortSignal): Promise<ProductCode[]>;
  /** The frame as a JPEG photo, the size the camera gave it. */
  frameToPhoto(frame: ImageBitmap): Promise<File>;
}

async function frameToPhoto(frame: ImageBitmap): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  canvas.getContext('2d')?.drawImage(frame, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) throw new Error('The frame could not be made into a photo');
  return new File([blob], `barcode-scan-${Date.now()}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}

export const browserLiveScanParts: LiveScanParts = {
  openCamera: () => openBackCamera(),
  grabFrame: (video) =>
    video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0
      ? createImageBitmap(video)
      : Promise.resolve(null),
  readFrame: readFrameCodes,
  frameToPhoto,
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface LiveScan {
  /** The <video> the camera shows in. */
  video: RefObject<HTMLVideoElement | null>;
  status: LiveScanStatus;
  /** The torch, where the camera has one; `on` is what the seller last asked for. */
  torch: { on: boolean; toggle(): void } | null;
  /** Starts the camera again after it failed. */
  retry(): void;
}

/**
 * Runs while mounted: opens the camera into the returned `video`, reads frames until one has a code, then calls
 * `onRead` once with that frame's photo (its codes kept with it for the analysis) and stops the
 * camera. Unmounting stops the camera and any read in flight.
 */
export function useLiveScan(
  onRead: (photo: File, code: ProductCode) => void,
  parts: LiveScanParts = browserLiveScanParts,
): LiveScan {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<LiveScanStatus>({ kind: 'starting' });
  const [torch, setTorch] = useState<Torch | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reported = useRef(onRead);
  useEffect(() => {
    reported.current = onRead;
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let stream: MediaStream | null = null;
    const fail = (problem: CameraProblem) => !signal.aborted && setStatus({ kind: 'failed', problem });
    const run = async () => {
      setStatus({ kind: 'starting' });
      try {
        stream = await parts.openCamera();
      } catch (error) {
        fail(error instanceof CameraUnsupportedError ? 'unsupported' : cameraProblemOf(error));
        return;
      }
      const element = video.current;
      if (signal.aborted || !element) return;
      element.srcObject = stream;
      // A muted inline video may play without a tap; where it may not, the stream still shows frames.
      await element.play().catch(() => undefined);
      setTorch(torchOf(stream));
      setStatus({ kind: 'scanning', slow: false });
      const started = performance.now();
      while (!signal.aborted) {
        const frame = await parts.grabFrame(element);
        if (frame) {
          let codes: ProductCode[];
          try {
            codes = await parts.readFrame(frame, signal);
          } catch {
            frame.close();
            if (!signal.aborted) fail('reader');
            return;
          }
          if (codes.length > 0 && !signal.aborted) {
            const photo = await parts.frameToPhoto(frame).finally(() => frame.close());
            if (signal.aborted) return;
            rememberScannedCodes(photo, codes);
            setStatus({ kind: 'read', code: codes[0] });
            stopStream(stream);
            navigator.vibrate?.(60);
            reported.current(photo, codes[0]);
            return;
          }
          frame.close();
        }
        if (performance.now() - started > SCAN_HINT_AFTER_MS) {
          setStatus((now) => (now.kind === 'scanning' && !now.slow ? { kind: 'scanning', slow: true } : now));
        }
        await pause(SCAN_INTERVAL_MS, signal);
      }
    };
    run().catch(() => fail('failed'));
    return () => {
      controller.abort();
      stopStream(stream);
      setTorch(null);
      setTorchOn(false);
    };
  }, [attempt, parts]);

  const toggle = useCallback(() => {
    if (!torch) return;
    const next = !torchOn;
    setTorchOn(next);
    torch.set(next).catch(() => setTorchOn(!next));
  }, [torch, torchOn]);

  return {
    video,
    status,
    torch: torch && { on: torchOn, toggle },
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
