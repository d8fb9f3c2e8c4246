/** The device-storage feature's face: one record kept on the device (singleRecordStore.ts). */
export { singleRecordStore, type SingleRecordStore } from './singleRecordStore';
