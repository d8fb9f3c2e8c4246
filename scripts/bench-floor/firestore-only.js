/**
 * The Firestore SDK set up by the dashboard's own code (firestoreFor: the app, the cache of
 * listingsCache.ts, the emulator) with one listener, alone on a page: what that SDK costs a page's
 * main thread before any app code. Built and served by `npm run bench:lighthouse -- --floor`.
 * FLOOR_CONFIG comes from the build (DefinePlugin): the stack's app config.
 */
/* global FLOOR_CONFIG, document */
import { collection, onSnapshot } from 'firebase/firestore';
import { firestoreFor } from '../../host/src/features/listings/firestoreListingsPort';

const state = document.getElementById('state');
onSnapshot(
  collection(firestoreFor(FLOOR_CONFIG), 'floor'),
  (snapshot) => (state.textContent = `${snapshot.size} documents`),
  (error) => (state.textContent = error.code),
);
