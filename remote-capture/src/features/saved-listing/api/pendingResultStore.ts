/**
 * Where an anonymous result waits while its seller signs up: IndexedDB, because the photos are
 * blobs and the sign-in may finish in another tab (an e-mail link) or after a reload. One record;
 * the marker in localStorage (@snap/shared pendingResult) says whether it is wanted. Sign-out deletes
 * the whole database (@snap/shared forgetPendingResult).
 */
import { PENDING_RESULT_DB } from '@snap/shared/storage';
import type { AnalysisResult, ListingEdits, Pricing } from '../../results';
import { singleRecordStore } from '../../device-storage';

export interface PendingResult {
  result: AnalysisResult;
  edits: ListingEdits;
  /** Absent in a result kept by an older version: the estimate then. */
  pricing?: Pricing;
  photos: Blob[];
}

/** One record in its own database: the result, its edits and its photos. */
export const pendingResultStore = singleRecordStore<PendingResult>(PENDING_RESULT_DB, { key: 'result' });
