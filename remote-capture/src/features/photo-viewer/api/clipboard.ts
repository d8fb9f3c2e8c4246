/**
 * Copying a photo (spec §2 photo viewer). In a secure context the image itself goes on the
 * clipboard, as PNG (the only image type browsers accept for writing). Over plain http (a phone
 * testing against a LAN address) there is no async clipboard: the fallback copies a data URL as
 * text through the legacy copy command.
 *
 * Both ways start inside the tap, with nothing awaited first: Safari (WebKit) refuses clipboard
 * writes and the copy command after an await. The PNG arrives later as the ClipboardItem's
 * promise; the data URL is read before the tap (prepare it when the photo is shown).
 */
export type CopyOutcome = 'image' | 'data-url';

export interface ClipboardEnvironment {
  secure: boolean;
  clipboard?: Pick<Clipboard, 'write'>;
  ClipboardItem?: typeof ClipboardItem;
  toPng(blob: Blob): Promise<Blob>;
  /** The legacy copy command: synchronous, throws when refused. */
  copyTextNow(text: string): void;
}

/** Whether the image itself can go on the clipboard here (ClipboardItem.supports, where known). */
export function canWriteImage(env: ClipboardEnvironment): boolean {
  if (!env.secure || !env.clipboard || !env.ClipboardItem) return false;
  const supports = (env.ClipboardItem as { supports?: (type: string) => boolean }).supports;
  return typeof supports !== 'function' || supports('image/png');
}

/** `dataUrl`: the photo read ahead as a data URL, for the fallback; undefined while it is read. */
export function copyImageToClipboard(blob: Blob, env: ClipboardEnvironment, dataUrl?: string): Promise<CopyOutcome> {
  if (canWriteImage(env) && env.clipboard && env.ClipboardItem) {
    // The item is created inside the gesture with the PNG as a promise: Safari accepts that.
    return env.clipboard.write([new env.ClipboardItem({ 'image/png': env.toPng(blob) })]).then(() => 'image');
  }
  if (dataUrl === undefined) return Promise.reject(new Error('The photo is still being read'));
  try {
    env.copyTextNow(dataUrl);
    return Promise.resolve('data-url');
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error('The copy command was refused'));
  }
}
