/**
 * The early /camera screen in the browser (EarlyCapture.tsx draws it): its photo goes to the camera
 * screen, and the screen goes once the camera screen (or its fallback) is drawn, or the page is
 * elsewhere. A picker it opened may still answer after that: its input, out of the page, still
 * fires, and that photo follows.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { PhotoHandoff } from '@snap/shared';
import { EARLY_CAPTURE_ID, EARLY_CAPTURE_PATH, EARLY_INPUT_CLASS } from './earlyCaptureMarkup';

const listeners = new Set<() => void>();
const screen = () => (typeof document === 'undefined' ? null : document.getElementById(EARLY_CAPTURE_ID));

export const earlyCaptureShown = (): boolean => screen() !== null;

export function releaseEarlyCapture(): void {
  const element = screen();
  if (!element) return;
  element.remove();
  listeners.forEach((listener) => listener());
}

let waiting: { file: File; input: HTMLInputElement } | null = null;
let taker: ((file: File) => void) | null = null;

function handOver(file: File, input: HTMLInputElement, to: (file: File) => void) {
  // Cleared once taken, so the screen no longer says a photo is waiting and the same file can be picked again.
  input.value = '';
  to(file);
}

function received(input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
  if (taker) handOver(file, input, taker);
  else waiting = { file, input };
}

/** Starts taking the early screen's photos: one chosen before the app ran, and every later one. */
export function watchEarlyCapture(): void {
  for (const input of screen()?.querySelectorAll<HTMLInputElement>(`input.${EARLY_INPUT_CLASS}`) ?? []) {
    received(input);
    input.addEventListener('change', () => received(input));
  }
}

/** The port the camera screen takes the photos through (the last one chosen waits for it). */
export const earlyPhotoHandoff: PhotoHandoff = {
  subscribe(onPhoto) {
    taker = onPhoto;
    if (waiting) {
      const { file, input } = waiting;
      waiting = null;
      handOver(file, input, onPhoto);
    }
    return () => {
      if (taker === onPhoto) taker = null;
    };
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useEarlyCaptureShown = (): boolean => useSyncExternalStore(subscribe, earlyCaptureShown, () => false);

/** Drawn with what replaces the early screen (the camera screen, its fallback): takes it away in the same commit. */
export function ReleaseEarlyCapture() {
  useLayoutEffect(releaseEarlyCapture, []);
  return null;
}

/** Takes the early screen away once the page is on another path. Inside the router. */
export function EarlyCapturePathGuard() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== EARLY_CAPTURE_PATH) releaseEarlyCapture();
  }, [pathname]);
  return null;
}
