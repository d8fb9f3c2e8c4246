/**
 * A ListingsPort kept in memory: what a signed-in seller saves shows in the live list at once.
 * For the standalone shells and for tests of anything that saves, lists or shares listings.
 */
import type { ListingsPort, ListingsSnapshot, SavedListing } from '../listings/ListingsPort';
import { editedListing } from '../listings/listingChange';

export interface FakeListingsPort extends ListingsPort {
  /** The listings as stored, newest first. */
  listings(): SavedListing[];
}

export function fakeListingsPort(initial: SavedListing[] = [], now: () => number = Date.now): FakeListingsPort {
  let stored = [...initial];
  const photos = new Map<string, Blob[]>();
  const listeners = new Set<(snapshot: ListingsSnapshot) => void>();
  let nextId = 1;
  const snapshot = (): ListingsSnapshot => ({
    listings: [...stored].sort((a, b) => b.createdAt - a.createdAt),
    loading: false,
    error: null,
    fromCache: false,
  });
  const publish = () => listeners.forEach((listener) => listener(snapshot()));
  const change = (id: string, edit: (listing: SavedListing) => SavedListing) => {
    stored = stored.map((listing) => (listing.id === id ? { ...edit(listing), updatedAt: now() } : listing));
    publish();
    return Promise.resolve();
  };
  return {
    listings: () => snapshot().listings,
    save(listing, savedPhotos) {
      const id = `listing-${nextId++}`;
      const at = now();
      stored = [...stored, { ...listing, id, sharedTo: [], createdAt: at, updatedAt: at }];
      photos.set(id, savedPhotos);
      publish();
      return Promise.resolve(id);
    },
    update: (id, edit) => change(id, (listing) => editedListing(listing, edit)),
    replace(id, listing, savedPhotos) {
      photos.set(id, savedPhotos);
      return change(id, ({ id: same, sharedTo, createdAt, updatedAt }) => ({
        ...listing,
        id: same,
        sharedTo,
        createdAt,
        updatedAt,
      }));
    },
    get: (id) => Promise.resolve(stored.find((listing) => listing.id === id) ?? null),
    getPhotos: (id) => Promise.resolve(photos.get(id) ?? []),
    remove(id) {
      stored = stored.filter((listing) => listing.id !== id);
      publish();
      return Promise.resolve();
    },
    restore(listing) {
      stored = [...stored.filter((kept) => kept.id !== listing.id), listing];
      publish();
      return Promise.resolve();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      onChange(snapshot());
      return () => void listeners.delete(onChange);
    },
    removeAll() {
      stored = [];
      photos.clear();
      publish();
      return Promise.resolve();
    },
  };
}
