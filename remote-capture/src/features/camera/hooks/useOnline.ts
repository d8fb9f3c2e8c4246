/**
 * Whether the browser says it has a network connection (navigator.onLine and its online/offline
 * events). "Online" can still fail to reach the gateway; "offline" is certain: the analysis then
 * waits instead of failing (useAnalysis).
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
