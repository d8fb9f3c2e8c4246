/** The real browser side of the photo viewer's actions: clipboard, PNG conversion, download. */
import { copyImageToClipboard, type ClipboardEnvironment, type CopyOutcome } from './clipboard';

export interface PhotoActions {
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
  return new Promise((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('Failed to create the blob'))), 'image/png'));
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the image'));
    reader.readAsDataURL(blob);
  });
}

/** The pre-async-clipboard way, still the only one on insecure origins. */
async function copyText(text: string): Promise<void> {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The copy command was refused');
  } finally {
    area.remove();
  }
}

function clipboardEnvironment(): ClipboardEnvironment {
  return {
    secure: window.isSecureContext,
    clipboard: navigator.clipboard,
    ClipboardItem: typeof ClipboardItem === 'function' ? ClipboardItem : undefined,
    toPng,
    copyText,
    toDataUrl,
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

export const browserPhotoActions: PhotoActions = {
  copyImage: (blob) => copyImageToClipboard(blob, clipboardEnvironment()),
  download,
};
