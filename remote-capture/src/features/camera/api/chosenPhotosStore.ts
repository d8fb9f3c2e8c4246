/**
 * Photos the seller chose and has not had analysed yet, kept on the device so that a reload (the
 * phone locked mid-batch, the tab discarded) does not lose them: both JPEGs of each, the photo and
 * its analysis copy. Sign-out deletes the database (@snap/shared forgetChosenPhotos).
 */
import { CHOSEN_PHOTOS_DATABASE } from '@snap/shared/contracts';
import { singleRecordStore } from '../../device-storage/singleRecordStore';

export interface KeptPhoto {
  id: string;
  blob: Blob;
  analysisImage: Blob;
}

export const chosenPhotosStore = singleRecordStore<KeptPhoto[]>(CHOSEN_PHOTOS_DATABASE);
