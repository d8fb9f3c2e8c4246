/**
 * Prepares the share photos as soon as the modal opens, so a tap on a share button can call
 * navigator.share at once (iOS drops a share requested after any await in the tap).
 */
import { useEffect, useMemo, useState } from 'react';
import type { ShareData } from '@snap/shared';
import { prepareShareFiles, type Reencoder } from '../images/prepareShareFiles';
import { shareImageMessage } from '../images/shareImageErrors';
import { shareImageSources } from '../images/shareImageSources';

export type ShareImagesState =
  | { status: 'preparing'; done: number; total: number; files: File[] }
  | { status: 'ready'; files: File[] }
  | { status: 'failed'; error: string; files: File[] };

type Outcome = { status: 'ready'; files: File[] } | { status: 'failed'; error: string; files: File[] };

/** Progress and outcome belong to one list of sources; a new list starts again from nothing. */
interface Tracked {
  sources: Blob[];
  done: number;
  outcome: Outcome | null;
}

export function useShareImages(data: ShareData, open: boolean, reencoder: Reencoder): ShareImagesState {
  const sources = useMemo(() => shareImageSources(data), [data]);
  const [tracked, setTracked] = useState<Tracked | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const update = (next: Partial<Tracked>) =>
      current &&
      setTracked((previous) => ({
        sources,
        done: 0,
        outcome: null,
        ...(previous?.sources === sources ? previous : {}),
        ...next,
      }));
    prepareShareFiles(sources, reencoder, (done) => update({ done })).then(
      (files) => update({ outcome: { status: 'ready', files } }),
      (error: unknown) => update({ outcome: { status: 'failed', error: shareImageMessage(error), files: [] } }),
    );
    return () => {
      current = false;
      setTracked(null);
    };
  }, [open, sources, reencoder]);

  if (tracked?.sources === sources && tracked.outcome) return tracked.outcome;
  return {
    status: 'preparing',
    done: tracked?.sources === sources ? tracked.done : 0,
    total: sources.length,
    files: [],
  };
}
