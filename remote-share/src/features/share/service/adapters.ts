/**
 * The browser as the share flows see it. Every browser API a share touches sits behind this
 * interface, so the flows are plain code testable with fakes (browserAdapters.ts is the real one).
 */
export interface SharePayload {
  title?: string;
  text?: string;
  url?: string;
  files?: File[];
}

export interface ShareAdapters {
  /** navigator.share, or null where the browser has none (Android WebViews). */
  share: ((payload: SharePayload) => Promise<void>) | null;
  /** navigator.canShare, or null before Web Share Level 2. */
  canShare: ((payload: SharePayload) => boolean) | null;
  /** Writes text to the clipboard. Must start its write synchronously, inside the tap. */
  copyText(text: string): Promise<void>;
  /** Opens a web address in a new tab. */
  open(url: string): void;
  /** Points this tab at an address (app deep links and Android intents). */
  assign(url: string): void;
  /** Resolves after `ms` (setTimeout). */
  wait(ms: number): Promise<void>;
  /** Calls back once when the page is hidden (another app came to the front); returns the undo. */
  onPageHidden(callback: () => void): () => void;
  platform: { android: boolean; ios: boolean };
}
