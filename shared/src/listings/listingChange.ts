/**
 * A change of one listing as the seller's device keeps it until the server has it (the host's
 * outbox): every kind of change — a save, a new analysis, the seller's words and price, where the
 * item is listed, a sale, the archive, a deletion — takes this one shape, one per listing. The three things
 * done with it live here, so they cannot disagree: two changes made one (mergeChanges), the listing
 * as a change leaves it (changedListing: the screen's view of a change still on its way, and what a
 * new listing is created as), and the fields an update writes (the change's own `edit`).
 */
import type { ListingEdit, NewListing, SavedListing } from './ListingsPort';

export interface ListingChange {
  /** The listing's content from an analysis: a new listing (`create`), or a new analysis in its place. */
  listing?: NewListing;
  /** The server may not have the listing yet: the change creates it. */
  create?: true;
  /** The seller's changes, laid over the content: words, price, thumbnail, where listed, a sale. */
  edit: ListingEdit;
  /** The seller deleted the listing: nothing else of the change is sent. */
  removed?: true;
}

/** What an analysis decides: a new analysis takes the place of the seller's edits of these. */
const CONTENT_FIELDS = ['itemName', 'title', 'description', 'price', 'shipping', 'thumbnail'] as const;

/** The fields of `value` that are set (null is set: it takes a sale off). */
export const definedFields = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** A listing with an edit applied as it is stored: `sold: null` takes the sale off. */
export function editedListing(listing: SavedListing, { sold, ...edit }: ListingEdit): SavedListing {
  const { sold: before, ...rest } = { ...listing, ...definedFields(edit) };
  const kept = sold === null ? undefined : (sold ?? before);
  return kept ? { ...rest, sold: kept } : rest;
}

/** `earlier` followed by `next`, as one change of the same listing. */
export function mergeChanges(earlier: ListingChange | undefined, next: ListingChange): ListingChange {
  if (!earlier || next.removed) return next;
  // An edit that arrives after the deletion (a screen still open) does not bring the listing back.
  if (earlier.removed) return earlier;
  const kept = next.listing
    ? (Object.fromEntries(
        Object.entries(earlier.edit).filter(([field]) => !(CONTENT_FIELDS as readonly string[]).includes(field)),
      ) as ListingEdit)
    : earlier.edit;
  const listing = next.listing ?? earlier.listing;
  return {
    ...(listing && { listing }),
    // A new analysis of a listing the server has not had yet still creates it.
    ...((earlier.create ?? next.create) && { create: true }),
    edit: { ...kept, ...definedFields(next.edit) },
  };
}

/**
 * The listing `saved` (null: the store has none) as `change` leaves it; `at` stands for the times
 * of a listing only the change has. A new analysis keeps where the listing is listed, whether it
 * sold and when it was made; an edit of a listing that is not there (and not created) is nothing.
 */
export function changedListing(
  saved: SavedListing | null,
  change: ListingChange,
  id: string,
  at: number,
): SavedListing | null {
  const { listing, create, edit, removed } = change;
  if (removed) return null;
  let base = saved;
  if (listing && saved) {
    const { sharedTo, status, links, sold, delistedFrom, listedAt, createdAt, updatedAt } = saved;
    base = {
      ...listing,
      ...definedFields({ status, links, sold, delistedFrom, listedAt }),
      id,
      sharedTo,
      createdAt,
      updatedAt,
    };
  } else if (listing && create) base = { ...listing, id, sharedTo: [], createdAt: at, updatedAt: at };
  return base && editedListing(base, edit);
}
