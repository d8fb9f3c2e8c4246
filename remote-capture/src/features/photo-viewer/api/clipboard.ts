/**
 * Copying a photo (spec §2 photo viewer). In a secure context the image itself goes on the
 * clipboard, as PNG (the only image type browsers accept for writing). Over plain http (a phone
 * testing against a LAN address) there is no async clipboard: the fallback copies a data URL as
 * text through the legacy copy command.
 */
export type CopyOutcome = 'image' | 'data-url';

export interface ClipboardEnvironment {
  secure: boolean;
  clipboard?: Pick<Clipboard, 'write'>;
  ClipboardItem?: typeof ClipboardItem;
  toPng(blob: Blob): Promise<Blob>;
  copyText(text: string): Promise<void>;
  toDataUrl(blob: Blob): Promise<string>;
}

export async function copyImageToClipboard(blob: Blob, env: ClipboardEnvironment): Promise<CopyOutcome> {
  if (env.secure && env.clipboard && env.ClipboardItem) {
    // Passing the promise keeps Safari happy: the item is created inside the user's gesture.
    await env.clipboard.write([new env.ClipboardItem({ 'image/png': env.toPng(blob) })]);
    return 'image';
  }
  await env.copyText(await env.toDataUrl(blob));
  return 'data-url';
}
