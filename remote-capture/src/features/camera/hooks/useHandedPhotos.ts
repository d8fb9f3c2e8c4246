/**
 * Photos the host's page took before this screen was there (@snap/shared's PhotoHandoff): each goes
 * in like a chosen file, so it is prepared and analysed the same way.
 */
import { useEffect } from 'react';
import { usePhotoHandoff } from '@snap/shared';

export function useHandedPhotos(addFile: (file: File) => Promise<void>): void {
  const handoff = usePhotoHandoff();
  useEffect(() => handoff?.subscribe((file) => void addFile(file)), [handoff, addFile]);
}
