/**
 * Scan barcode: the camera opened, frames read until one has a code, that frame made the seller's
 * photo with its code; every way the camera fails said, with the photo path offered. The browser's
 * camera and the reader are given by the test (jsdom has neither); the dialog, its hook and MUI
 * are real.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCode } from '@snap/shared/market';
import { createProductCodeScans } from '../../image-pipeline';
import { LiveScanDialog } from '../components/LiveScanDialog';
import { SCAN_HINT_AFTER_MS, SCAN_INTERVAL_MS, type LiveScanParts } from '../hooks/useLiveScan';

const CODE: ProductCode = { gtin: '012345678905', kind: 'UPC-A' };

function fakeStream({ torch = false } = {}) {
  const track = {
    stop: jest.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: jest.fn(async () => undefined),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

const domError = (name: string) => Object.assign(new Error(name), { name });

/** A camera and reader the test scripts: each read answers with the next of `answers` ([] after). */
function scriptedParts(answers: ProductCode[][], stream = fakeStream().stream) {
  const frames: { close: jest.Mock }[] = [];
  const photo = new File(['frame'], 'barcode-scan.jpg', { type: 'image/jpeg' });
  const parts = {
    openCamera: jest.fn(async () => stream),
    grabFrame: jest.fn(async () => {
      const frame = { close: jest.fn() };
      frames.push(frame);
      return frame as unknown as ImageBitmap;
    }),
    readFrame: jest.fn(async (_frame: ImageBitmap, _signal: AbortSignal) => answers.shift() ?? []),
    frameToPhoto: jest.fn(async () => photo),
  } satisfies LiveScanParts;
  return { parts, frames, photo };
}

function renderScan(parts: LiveScanParts) {
  const onRead = jest.fn();
  const onTakePhoto = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <LiveScanDialog open onClose={onClose} onRead={onRead} onTakePhoto={onTakePhoto} parts={parts} />,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...view, onRead, onTakePhoto, onClose, user };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('LiveScanDialog', () => {
  it('reads frames until one has a code, then gives that frame as the photo, its code kept with it', async () => {
    const { stream, track } = fakeStream();
    const { parts, frames, photo } = scriptedParts([[], [], [CODE]], stream);
    const { onRead } = renderScan(parts);
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera…');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hold the barcode inside the frame. It is read as soon as it is sharp.',
    );
    expect(onRead).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 2));
    expect(parts.readFrame).toHaveBeenCalledTimes(3);
    expect(onRead).toHaveBeenCalledWith(photo, CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Read UPC-A 012345678905. Pricing this exact product…');
    // The camera is off, every frame let go, and the photo made from the frame the code was read in.
    expect(track.stop).toHaveBeenCalled();
    expect(frames.every((frame) => frame.close.mock.calls.length === 1)).toBe(true);
    expect(parts.frameToPhoto).toHaveBeenCalledWith(frames[2]);
    // The analysis takes the photo with the code the frame gave, without reading its JPEG again.
    const read = jest.fn();
    const scans = createProductCodeScans(read);
    scans.start('scanned', photo);
    expect(read).not.toHaveBeenCalled();
    expect(scans.foundIn(['scanned'])).toEqual([CODE]);
    await act(() => jest.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 4));
    expect(parts.readFrame).toHaveBeenCalledTimes(3);
  });

  it('tells the seller how to help the reader after a while with no code', async () => {
    const { parts } = scriptedParts([]);
    renderScan(parts);
    await act(() => jest.advanceTimersByTimeAsync(SCAN_HINT_AFTER_MS + SCAN_INTERVAL_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Still looking. Bring the barcode closer and hold it flat and steady.',
    );
  });

  it.each([
    ['NotAllowedError', /^Camera access is blocked for this site\./, true],
    ['NotFoundError', /^No camera was found on this device\./, false],
    ['NotReadableError', /^The camera is in use by another app\./, true],
    ['TypeError', /^The camera could not start\./, true],
  ])('a camera that fails with %s says why, and offers the photo path', async (name, message, retries) => {
    const { parts } = scriptedParts([]);
    parts.openCamera.mockRejectedValueOnce(domError(name));
    const { user, onTakePhoto } = renderScan(parts);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Photo Instead' }));
    expect(onTakePhoto).toHaveBeenCalled();
    if (!retries) {
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(parts.openCamera).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Hold the barcode inside the frame/);
  });

  it('a reader that cannot load says so, and stops reading', async () => {
    const { parts } = scriptedParts([]);
    parts.readFrame.mockRejectedValueOnce(new Error('wasm fetch failed'));
    renderScan(parts);
    await act(() => jest.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 3));
    expect(screen.getByRole('alert')).toHaveTextContent(/^The barcode reader could not load\./);
    expect(parts.readFrame).toHaveBeenCalledTimes(1);
  });

  it('offers the torch only where the camera has one, and says whether it is on', async () => {
    const plain = scriptedParts([]);
    const { unmount } = renderScan(plain.parts);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('button', { name: /^Light/ })).not.toBeInTheDocument();
    unmount();

    const { stream, track } = fakeStream({ torch: true });
    const { parts } = scriptedParts([], stream);
    const { user } = renderScan(parts);
    await act(() => jest.advanceTimersByTimeAsync(0));
    const light = screen.getByRole('button', { name: 'Light' });
    expect(light).toHaveAttribute('aria-pressed', 'false');
    await user.click(light);
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(screen.getByRole('button', { name: 'Light On' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closing stops the camera and any read in flight; nothing is given after', async () => {
    const { stream, track } = fakeStream();
    const { parts } = scriptedParts([], stream);
    let aborted: AbortSignal | undefined;
    parts.readFrame.mockImplementation(async (_frame: ImageBitmap, signal: AbortSignal) => {
      aborted = signal;
      return new Promise<ProductCode[]>(() => undefined);
    });
    const { onRead, unmount } = renderScan(parts);
    await act(() => jest.advanceTimersByTimeAsync(0));
    unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(aborted?.aborted).toBe(true);
    expect(onRead).not.toHaveBeenCalled();
  });
});
