/**
 * The first photo's analysis, started the moment its analysis image exists (the worker's 512 px
 * copy, while the photo itself is still being encoded) instead of once React has rendered the
 * analysing panel.
 *
 * The intake starts it for a photo the screen will analyse on arrival; useAnalysis claims it for
 * that photo, replaying any identification that came first. One whose photo the screen shows but
 * does not analyse is aborted (`dropIfAmong`): a photo is never analysed behind the screen's back.
 */
import type { ItemIdentification } from '@snap/shared';
import type { AnalysisResult } from '../../results';

export type StartAnalysis = (
  signal: AbortSignal,
  onIdentified: (item: ItemIdentification) => void,
) => Promise<AnalysisResult>;

interface Started {
  photoId: string;
  controller: AbortController;
  result: Promise<AnalysisResult>;
  /** Identifications that came before the claim. */
  early: ItemIdentification[];
  /** Where identifications go once claimed. */
  listener: { current: ((item: ItemIdentification) => void) | null };
}

export interface AnalysisHeadStart {
  /** Starts the analysis of `photoId` now (aborting any other not yet claimed). */
  start(photoId: string, analyze: StartAnalysis): void;
  /**
   * The analysis started for `photoId`, now tied to `signal`, or null. Identifications that came
   * before are handed to `onIdentified` right after the caller's synchronous code.
   */
  claim(
    photoId: string,
    signal: AbortSignal,
    onIdentified: (item: ItemIdentification) => void,
  ): Promise<AnalysisResult> | null;
  /** Aborts an analysis started and not claimed (for `photoId` only, when given). */
  drop(photoId?: string): void;
  /**
   * Aborts one started for a photo among `photos` (the screen's, committed) other than `analysing`:
   * the screen has the photo and is not analysing it, so nobody will claim it.
   */
  dropIfAmong(photos: readonly { id: string }[], analysing: string | null): void;
}

export function createAnalysisHeadStart(): AnalysisHeadStart {
  let started: Started | null = null;

  const drop = (photoId?: string) => {
    if (photoId !== undefined && started?.photoId !== photoId) return;
    started?.controller.abort();
    started = null;
  };

  return {
    start(photoId, analyze) {
      drop();
      const controller = new AbortController();
      const early: ItemIdentification[] = [];
      const listener: Started['listener'] = { current: null };
      const result = analyze(controller.signal, (item) =>
        listener.current ? listener.current(item) : early.push(item),
      );
      // Claimed, the caller handles the outcome; dropped, nobody waits for it.
      result.catch(() => undefined);
      started = { photoId, controller, result, early, listener };
    },
    claim(photoId, signal, onIdentified) {
      const entry = started;
      if (!entry || entry.photoId !== photoId) return null;
      started = null;
      if (signal.aborted) entry.controller.abort();
      else signal.addEventListener('abort', () => entry.controller.abort(), { once: true });
      // Not from inside the caller (a layout effect, where React would refuse a flushSync).
      const early = entry.early.splice(0);
      if (early.length > 0) queueMicrotask(() => early.forEach((item) => !signal.aborted && onIdentified(item)));
      entry.listener.current = onIdentified;
      return entry.result;
    },
    drop,
    dropIfAmong(photos, analysing) {
      const photoId = started?.photoId;
      if (photoId !== analysing && photos.some((photo) => photo.id === photoId)) drop(photoId);
    },
  };
}
