/** The real browser side of the photo viewer's actions: clipboard, PNG conversion, download. */
import { canWriteImage, copyImageToClipboard, type ClipboardEnvironment, type CopyOutcome } from './clipboard';
import { copyWithCommand } from '@snap/shared/clipboard';

export interface PhotoActions {
  /** Reads ahead what copyImage needs where the image itself cannot be copied (the data URL). */
  prepareCopy(blob: Blob): void;
  copyImage(blob: Blob): Promise<CopyOutcome>;
  download(url: string, filename: string): void;
}

async function toPng(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('Failed to create the blob'))), 'image/png'),
  );
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the image'));
    reader.readAsDataURL(blob);
  });
}

/** The pre-async-clipboard way, still the only one on insecure origins; works only inside the tap. */
const copyTextNow = (text: string) => copyWithCommand(text, 'The copy command was refused');

function clipboardEnvironment(): ClipboardEnvironment {
  return {
    secure: window.isSecureContext,
    clipboard: navigator.clipboard,
    ClipboardItem: typeof ClipboardItem === 'function' ? ClipboardItem : undefined,
    toPng,
    copyTextNow,
  };
}

function download(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Data URLs read ahead, per photo, for the fallback copy (the tap cannot wait for a FileReader). */
const dataUrls = new WeakMap<Blob, string>();

export const browserPhotoActions: PhotoActions = {
  prepareCopy(blob) {
    if (dataUrls.has(blob) || canWriteImage(clipboardEnvironment())) return;
    toDataUrl(blob).then(
      (url) => dataUrls.set(blob, url),
      () => undefined, // copyImage then says the copy failed
    );
  },
  copyImage: (blob) => copyImageToClipboard(blob, clipboardEnvironment(), dataUrls.get(blob)),
  download,
};
