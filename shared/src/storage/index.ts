export * from './storableBlobs';
export * from './databases';
export * from './deviceDatabase';
export { deleteDatabase } from './deleteDatabase';
