/**
 * What a cross-engine flow can do with a page, whatever drives the browser: Puppeteer over
 * WebDriver BiDi for Firefox, WebdriverIO over classic WebDriver for WebKit. Flows speak in
 * roles and names, like the Playwright suite, so one flow runs unchanged on both engines.
 */
import type { RoleQuery } from './roleQuery';

export type EngineName = 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the host app and waits for the load event. */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /** How many visible elements match; 0 while none does. */
  count(query: RoleQuery): Promise<number>;
  click(query: RoleQuery): Promise<void>;
  /** Types into a textbox the way a person does (keystrokes), replacing what was there. */
  fill(query: RoleQuery, value: string): Promise<void>;
  hasText(text: string): Promise<boolean>;
  /** Picks a file in the page's file input, as the system picker the camera button opens would. */
  chooseFile(cssSelector: string, path: string): Promise<void>;
  /**
   * What the clipboard holds as text, read the way this engine lets a test: Firefox's
   * navigator.clipboard.readText (its test pref skips the paste menu); WebKit refuses readText to
   * scripts, so a real paste (Ctrl+V) into a text area put inside the page (in an open dialog, where
   * its focus trap lets it keep the focus).
   */
  readClipboard(): Promise<string>;
  /** Runs `fn` in the page with one JSON argument; `fn` is sent as source, so it may not close over anything. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and console errors seen so far, where the driver can see them. */
  errors(): string[] | undefined;
}

/** One running browser; each test gets a fresh page with its own storage (no shared sign-in). */
export interface EngineBrowser {
  newPage(): Promise<EnginePage & { close(): Promise<void> }>;
  close(): Promise<void>;
}

/** Phone-sized, like an iPhone 14 / Pixel 7 in portrait. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
