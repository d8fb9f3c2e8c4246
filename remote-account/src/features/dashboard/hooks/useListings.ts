/** The signed-in seller's listings, live, through the listings port (never Firestore itself). */
import { startTransition, useEffect, useState } from 'react';
import { useListingsPort, type ListingsSnapshot } from '@snap/shared';

const LOADING: ListingsSnapshot = { listings: [], loading: true, error: null, fromCache: false };
const NONE: ListingsSnapshot = { listings: [], loading: false, error: null, fromCache: false };

export function useListings(): ListingsSnapshot {
  const port = useListingsPort();
  const [snapshot, setSnapshot] = useState<ListingsSnapshot>(LOADING);
  // Each snapshot is rendered as a transition: React renders the rows in slices of a few
  // milliseconds and yields in between. Set plainly, the first snapshot's render (rows, stats and
  // their first styles) was one task of 52–102 ms at 4× CPU on a cold /dashboard.
  useEffect(() => port?.subscribe((next) => startTransition(() => setSnapshot(next))), [port]);
  // No port (a standalone shell without a stand-in): nothing saved, nothing to wait for.
  return port ? snapshot : NONE;
}
