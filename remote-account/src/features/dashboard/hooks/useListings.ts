/** The signed-in seller's listings, live, through the listings port (never Firestore itself). */
import { useEffect, useState } from 'react';
import { useListingsPort, type ListingsSnapshot } from '@snap/shared';

const LOADING: ListingsSnapshot = { listings: [], loading: true, error: null, fromCache: false };
const NONE: ListingsSnapshot = { listings: [], loading: false, error: null, fromCache: false };

export function useListings(): ListingsSnapshot {
  const port = useListingsPort();
  const [snapshot, setSnapshot] = useState<ListingsSnapshot>(LOADING);
  useEffect(() => port?.subscribe(setSnapshot), [port]);
  // No port (a standalone shell without a stand-in): nothing saved, nothing to wait for.
  return port ? snapshot : NONE;
}
