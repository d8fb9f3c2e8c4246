/** The real ShareAdapters: thin wrappers over navigator, window and timers. */
import type { ShareAdapters, SharePayload } from './adapters';
import { copyWithCommand as copyTextWithCommand } from '@snap/shared/clipboard';

const CLIPBOARD_UNAVAILABLE = 'The clipboard is not available';

/**
 * Writes `text` to the clipboard, starting the write inside the tap: Safari (WebKit) refuses
 * clipboard writes made after an await, so the way is chosen synchronously and nothing is awaited
 * before the browser call.
 * - A ClipboardItem whose data is a promise, created now (what Safari asks for).
 * - writeText where there is no ClipboardItem (Firefox before 127).
 * - The legacy copy command where there is no async clipboard at all (plain http: a phone trying
 *   the app on a LAN address), which works only inside the tap.
 * The writeText retry after a refused write is a best effort for engines that keep the activation
 * for a while (Chromium, Firefox); WebKit refuses it too, and the caller shows the failure.
 */
export function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (
    clipboard &&
    typeof ClipboardItem === 'function' &&
    typeof clipboard.write === 'function' &&
    supportsText(ClipboardItem)
  ) {
    const item = new ClipboardItem({ 'text/plain': Promise.resolve(new Blob([text], { type: 'text/plain' })) });
    return clipboard.write([item]).catch(() => clipboard.writeText(text));
  }
  if (clipboard && typeof clipboard.writeText === 'function') return clipboard.writeText(text);
  try {
    copyWithCommand(text);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(CLIPBOARD_UNAVAILABLE));
  }
}

/** ClipboardItem.supports is newer than ClipboardItem: where it is missing, text is assumed. */
function supportsText(Item: typeof ClipboardItem): boolean {
  const supports = (Item as { supports?: (type: string) => boolean }).supports;
  return typeof supports !== 'function' || supports('text/plain');
}

/** document.execCommand('copy'), where there is one: synchronous, so still inside the tap. */
export function copyWithCommand(text: string): void {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function')
    throw new Error(CLIPBOARD_UNAVAILABLE);
  copyTextWithCommand(text, CLIPBOARD_UNAVAILABLE);
}

export function detectPlatform(userAgent: string, maxTouchPoints = 0) {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return { android: /Android/i.test(userAgent), ios };
}

export function browserAdapters(): ShareAdapters {
  const share = typeof navigator.share === 'function' ? (payload: SharePayload) => navigator.share(payload) : null;
  const canShare =
    typeof navigator.canShare === 'function' ? (payload: SharePayload) => navigator.canShare(payload) : null;
  return {
    share,
    canShare,
    copyText,
    // noopener: the marketplace tab gets no handle back to this page.
    open: (url) => void window.open(url, '_blank', 'noopener'),
    assign: (url) => window.location.assign(url),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onPageHidden(callback) {
      const onChange = () => {
        if (document.visibilityState === 'hidden') done();
      };
      const done = () => {
        undo();
        callback();
      };
      const undo = () => {
        document.removeEventListener('visibilitychange', onChange);
        window.removeEventListener('pagehide', done);
        window.removeEventListener('blur', done);
      };
      document.addEventListener('visibilitychange', onChange);
      window.addEventListener('pagehide', done);
      window.addEventListener('blur', done);
      return undo;
    },
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
  };
}
