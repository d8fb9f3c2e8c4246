/**
 * Where the early /camera screen (EarlyCapture.tsx) sits in its page: the build writes it there
 * (host/prerender), the browser finds it (earlyCapture.ts). Plain TypeScript for the build's Node side.
 */
export const EARLY_CAPTURE_ID = 'early-capture';
/** The file inputs whose photo the camera screen takes over. */
export const EARLY_INPUT_CLASS = 'early-photo-input';
/** The route whose page carries the early screen. */
export const EARLY_CAPTURE_PATH = '/camera';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page with the early screen's markup before its empty #root. */
export function injectEarlyCapture(page: string, markup: string): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`injectEarlyCapture: the page has no ${ROOT_ELEMENT}`);
  return page.replace(ROOT_ELEMENT, `<div id="${EARLY_CAPTURE_ID}">${markup}</div>${ROOT_ELEMENT}`);
}
