/**
 * The Firestore SDK set up as the dashboard sets it up in Chromium (listingsCache.ts: IndexedDB
 * shared by every tab, 40 MB; the emulator; one listener), alone on a page: what that SDK costs a
 * page's main thread before any app code. Built and served by `npm run bench:lighthouse -- --floor`.
 * FLOOR_CONFIG comes from the build (DefinePlugin): the stack's Firebase config and emulator.
 */
/* global FLOOR_CONFIG, document */
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';

const { firebase, host, port } = FLOOR_CONFIG;
const db = initializeFirestore(initializeApp(firebase), {
  localCache: persistentLocalCache({ cacheSizeBytes: 40 * 1024 * 1024, tabManager: persistentMultipleTabManager() }),
});
connectFirestoreEmulator(db, host, port);
const state = document.getElementById('state');
onSnapshot(
  collection(db, 'floor'),
  (snapshot) => (state.textContent = `${snapshot.size} documents`),
  (error) => (state.textContent = error.code),
);
