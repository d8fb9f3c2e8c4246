/** The real ShareAdapters: thin wrappers over navigator, window and timers. */
import type { ShareAdapters, SharePayload } from './adapters';

/**
 * Safari rejects clipboard writes made after an await in the tap. A ClipboardItem created now,
 * whose data is a promise, keeps the write inside the gesture; writeText covers older browsers.
 */
export function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return Promise.reject(new Error('The clipboard is not available'));
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const item = new ClipboardItem({ 'text/plain': Promise.resolve(new Blob([text], { type: 'text/plain' })) });
    return clipboard.write([item]).catch(() => clipboard.writeText(text));
  }
  return clipboard.writeText(text);
}

export function detectPlatform(userAgent: string, maxTouchPoints = 0) {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return { android: /Android/i.test(userAgent), ios };
}

export function browserAdapters(): ShareAdapters {
  const share = typeof navigator.share === 'function' ? (payload: SharePayload) => navigator.share(payload) : null;
  const canShare = typeof navigator.canShare === 'function' ? (payload: SharePayload) => navigator.canShare(payload) : null;
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
