/**
 * Once the PWA's service worker is active (README, "Install it; offline"), and the browser is
 * idle, fetches the image pipeline's pieces a photo needs but /camera does not load until one is
 * chosen: then a photo taken offline after this visit is prepared and waits for the connection,
 * instead of failing to prepare. Without a service worker (dev, old browsers) nothing is fetched early.
 */
import { useEffect } from 'react';
import { prefetchForOffline } from '../../image-pipeline';
import { whenIdle } from '../api/whenIdle';

export function useOfflineReadiness(prefetch: () => Promise<unknown> = prefetchForOffline): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    let active = true;
    void navigator.serviceWorker.ready.then(() => {
      if (!active) return;
      whenIdle(() => void prefetch(), 10_000, 2_000);
    });
    return () => {
      active = false;
    };
  }, [prefetch]);
}
