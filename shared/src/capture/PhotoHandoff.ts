/**
 * A photo chosen before the camera screen was there to take it. The host's page for /camera draws
 * working native file inputs from its first paint, long before the capture remote has loaded
 * (host/src/features/early-capture); what a seller picks there is handed to the camera screen
 * through this port when it mounts, and any photo picked while it mounts follows.
 * Null where nothing can hand photos over (a standalone remote, a client-side visit to /camera).
 */
import { createContext, useContext } from 'react';

export interface PhotoHandoff {
  /**
   * Calls `onPhoto` with the photo waiting, if any, then with each one picked later; each photo is
   * handed over once. Returns the unsubscribe.
   */
  subscribe(onPhoto: (file: File) => void): () => void;
}

export const PhotoHandoffContext = createContext<PhotoHandoff | null>(null);
PhotoHandoffContext.displayName = 'PhotoHandoffContext';

export const usePhotoHandoff = (): PhotoHandoff | null => useContext(PhotoHandoffContext);
