/**
 * Fulfils the listings port of @snap/shared for the signed-in seller; null while signed out. The
 * Firestore SDK is its own chunk ("listings-sdk"), never fetched for a signed-out visitor. A list
 * of the listings is read first without it (firstRead.ts); the SDK is fetched once that is done,
 * or, where nothing lists them, a few seconds after sign-in, so it is there when a listing is saved.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ListingsPortContext, useAuth, type AppConfig, type ListingsPort } from '@snap/shared';
import { deferredPort } from './deferredPort';
import { forgetPageFirestoreAfterSeller, loadListingsSdk } from './forgetListings';
import { readListingsOnce } from './firstRead';

export type LoadListingsPort = (uid: string) => Promise<ListingsPort>;
export type ReadListingsOnce = typeof readListingsOnce;

/** How long after sign-in the SDK waits before it is fetched unasked. */
export const SDK_PRELOAD_DELAY_MS = 3000;

export function firestoreListingsLoader(config: AppConfig): LoadListingsPort {
  return (uid) =>
    loadListingsSdk().then(({ createFirestoreListingsPort, firestoreFor }) =>
      createFirestoreListingsPort(firestoreFor(config), uid),
    );
}

export interface ListingsPortProviderProps {
  load: LoadListingsPort;
  /** Is the page opened on a screen that lists the listings? Their first read then starts with the session. */
  listsListings?: boolean;
  /** Where the first read goes; without it, the SDK does all the reading. */
  config?: Pick<AppConfig, 'firebase' | 'emulators'>;
  readOnce?: ReadListingsOnce;
  /** Stops the page's Firestore and clears its cache once its seller has gone (here or in another tab). */
  release?: () => Promise<void>;
  children: ReactNode;
}

export function ListingsPortProvider({
  load,
  listsListings = false,
  config,
  readOnce = readListingsOnce,
  release = forgetPageFirestoreAfterSeller,
  children,
}: ListingsPortProviderProps) {
  const { user, getIdToken } = useAuth();
  const uid = user?.uid ?? null;
  const port = useMemo(() => {
    if (!uid) return null;
    const firstRead =
      config &&
      (() =>
        getIdToken().then((token) => {
          if (!token) throw new Error('No ID token for the first read');
          return readOnce(config, uid, token);
        }));
    return deferredPort(() => load(uid), firstRead);
    // A new token getter comes with a new auth state, which is a new uid anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, load, config, readOnce]);
  const seller = useRef<string | null>(null);
  useEffect(() => {
    if (seller.current && seller.current !== uid)
      release().catch((error: unknown) => console.warn("Could not clear the previous seller's listings store", error));
    seller.current = uid;
  }, [uid, release]);
  // Decided by the page the visitor opened: later screens find the SDK there.
  const [readAhead] = useState(listsListings);
  useEffect(() => {
    if (port && readAhead) port.readAhead();
  }, [port, readAhead]);
  useEffect(() => {
    if (!port) return;
    const timer = setTimeout(() => port.preload(), SDK_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [port]);
  return <ListingsPortContext.Provider value={port}>{children}</ListingsPortContext.Provider>;
}
