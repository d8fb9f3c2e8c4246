/**
 * A saved listing as the seller's live list has it (the listings port's subscription, with what
 * waits on this device over the server's copy): undefined until the list has it, so a change made
 * in the Manage dialog (sold, listed somewhere) shows on the listing's screen as it is made.
 */
import { useEffect, useState } from 'react';
import { useListingsPort, type SavedListing } from '@snap/shared';

export function useLiveListing(id: string): SavedListing | undefined {
  const port = useListingsPort();
  // With the id it is of: another listing opened in its place shows nothing of this one.
  const [seen, setSeen] = useState<{ id: string; listing: SavedListing | undefined } | null>(null);
  useEffect(
    () => port?.subscribe(({ listings }) => setSeen({ id, listing: listings.find((l) => l.id === id) })),
    [port, id],
  );
  return seen?.id === id ? seen.listing : undefined;
}
