/**
 * The listings feature's face: what the app and the other features use of it. The rest (the
 * outbox, its sync, the Firestore port, the photo store) is its own.
 */
export { ListingsPortProvider, firestoreListingsLoader } from './ListingsPortProvider';
export { forgetListings } from './forgetListings';
export { forgetWaitingWrites, writesStillWaiting } from './queuedPort';
