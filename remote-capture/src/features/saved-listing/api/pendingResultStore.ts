/**
 * Where an anonymous result waits while its seller signs up: IndexedDB, because the photos are
 * blobs and the sign-in may finish in another tab (an e-mail link) or after a reload. One record;
 * the marker in localStorage (@snap/shared pendingResult) says whether it is wanted. Sign-out deletes
 * the whole database (@snap/shared forgetPendingResult).
 */
import { PENDING_RESULT_DATABASE } from '@snap/shared/contracts';
import type { AnalysisResult, ListingEdits, Pricing } from '../../results/analysisResult';

export interface PendingResult {
  result: AnalysisResult;
  edits: ListingEdits;
  /** Absent in a result kept by an older version: the estimate then. */
  pricing?: Pricing;
  photos: Blob[];
}

const DB_NAME = PENDING_RESULT_DATABASE;
const STORE = 'pending';
const KEY = 'result';

function request<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const factory = globalThis.indexedDB;
  // No IndexedDB (a private mode that blocks it): the result simply does not survive sign-up.
  if (!factory) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const opening = factory.open(DB_NAME, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB unavailable'));
    opening.onsuccess = () => {
      const db = opening.result;
      const req = run(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => {
        resolve(req.result);
        db.close();
      };
      req.onerror = () => {
        reject(req.error ?? new Error('IndexedDB request failed'));
        db.close();
      };
    };
  });
}

export const pendingResultStore = {
  put: (pending: PendingResult) => request('readwrite', (store) => store.put(pending, KEY)).then(() => undefined),
  get: () =>
    request<PendingResult | undefined>('readonly', (store) => store.get(KEY) as IDBRequest<PendingResult | undefined>),
  clear: () => request('readwrite', (store) => store.delete(KEY)).then(() => undefined),
};
