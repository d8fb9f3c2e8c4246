import { useEffect, useRef } from 'react';
import type { CapturedPhoto } from '@snap/shared';

/** Revokes a photo's preview URL once it leaves the list, and every URL when the screen goes. */
export function usePhotoUrlCleanup(photos: readonly CapturedPhoto[]): void {
  const previous = useRef<readonly CapturedPhoto[]>([]);
  useEffect(() => {
    const kept = new Set(photos.map((photo) => photo.url));
    for (const photo of previous.current) if (!kept.has(photo.url)) URL.revokeObjectURL(photo.url);
    previous.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of previous.current) URL.revokeObjectURL(photo.url);
      previous.current = [];
    },
    [],
  );
}
