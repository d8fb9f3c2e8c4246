/**
 * Fulfils the listings port of @snap/shared for the signed-in seller; null while signed out. The
 * Firestore SDK is its own chunk ("listings-sdk"), never fetched for a signed-out visitor. A list
 * of the listings is read first without it (firstRead.ts); the SDK is fetched once that is done,
 * or, where nothing lists them, a few seconds after sign-in, so it is there when a listing is saved.
 * Every change of a listing goes through the device's outbox first (queuedPort.ts), so a result on
 * screen is kept on the device whether or not the SDK has arrived.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ListingsPortContext, useAuth, type AppConfig } from '@snap/shared';
import { deferredPort } from './deferredPort';
import { forgetPageStoresAfterSeller, loadListingsSdk } from './forgetListings';
import { readListingsOnce } from './firstRead';
import type { StoredListingsPort } from './deferredPort';
import { deviceOutbox, type Outbox } from './outbox';
import { createPhotoStore } from './photoStore';
import { queuedPort, type SendingListingsPort } from './queuedPort';

export type LoadListingsPort = (uid: string) => Promise<StoredListingsPort>;
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
  /** The seller's outbox, where every change of a listing goes first. */
  outbox?: (uid: string) => Outbox;
  children: ReactNode;
}

/** The loaded port's `send`, for a port that has one (the Firestore one). */
const sendThrough =
  (loaded: () => Promise<StoredListingsPort>) => (write: Parameters<SendingListingsPort['send']>[0]) =>
    loaded().then((port) => {
      if (!('send' in port)) throw new Error('This listings store cannot send waiting writes');
      return (port as SendingListingsPort).send(write);
    });

export function ListingsPortProvider({
  load,
  listsListings = false,
  config,
  readOnce = readListingsOnce,
  release = forgetPageStoresAfterSeller,
  outbox: outboxFor = deviceOutbox,
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
    const deferred = deferredPort(() => load(uid), firstRead);
    return queuedPort(deferred, outboxFor(uid), sendThrough(deferred.loaded), createPhotoStore(uid));
    // A new token getter comes with a new auth state, which is a new uid anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, load, config, readOnce, outboxFor]);
  const seller = useRef<string | null>(null);
  useEffect(() => {
    if (seller.current && seller.current !== uid)
      release().catch((error: unknown) => console.warn("Could not clear the previous seller's listings store", error));
    seller.current = uid;
  }, [uid, release]);
  // The seller has gone (signed out here or in another tab): their outbox stops sending and is let
  // go, so this page does not open the database again after sign-out deleted it.
  const previousPort = useRef(port);
  useEffect(() => {
    if (previousPort.current !== port) previousPort.current?.stop();
    previousPort.current = port;
  }, [port]);
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
