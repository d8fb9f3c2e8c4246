/**
 * Fulfils the listings port of @snap/shared for the signed-in seller; null while signed out. The
 * Firestore SDK is its own chunk ("listings-sdk"), fetched after the first paint of a signed-in
 * page and never for a signed-out visitor (the landing page keeps its weight).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { ListingsPortContext, useAuth, type AppConfig, type ListingsPort } from '@snap/shared';
import { deferredPort } from './deferredPort';

export type LoadListingsPort = (uid: string) => Promise<ListingsPort>;

export function firestoreListingsLoader(config: AppConfig): LoadListingsPort {
  return (uid) =>
    import(/* webpackChunkName: "listings-sdk" */ './firestoreListingsPort').then(
      ({ createFirestoreListingsPort, firestoreFor }) => createFirestoreListingsPort(firestoreFor(config), uid),
    );
}

export function ListingsPortProvider({ load, children }: { load: LoadListingsPort; children: ReactNode }) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const port = useMemo(() => (uid ? deferredPort(() => load(uid)) : null), [uid, load]);
  // Effects run after the browser has painted: the download never delays the first paint.
  useEffect(() => port?.preload(), [port]);
  return <ListingsPortContext.Provider value={port}>{children}</ListingsPortContext.Provider>;
}
