/**
 * Asks the marketplace itself whether it may be framed, because the frame cannot tell us: a page
 * refused by X-Frame-Options or frame-ancestors still fires 'load' on the <iframe>, and its error
 * document is as cross-origin as a real page (measured in Chromium 156: same load event, same
 * SecurityError on contentWindow.location, same resource-timing entry; Chromium even fires 'load'
 * for a parent's fragment navigation so that cannot be used either).
 *
 * A page can only be read across origins when it opts in with CORS. One that does not (every
 * marketplace in the catalogue, today) is 'unknown', and the dialog treats it as refused: showing
 * 'Unable to load' with Open in New Tab beats a blank box.
 */
import { framingVerdict, type FramingVerdict } from './framingVerdict';

export type FramingProbe = (url: string, signal: AbortSignal) => Promise<FramingVerdict | 'unknown'>;

export const probeFraming: FramingProbe = async (url, signal) => {
  let response: Response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store', signal });
  } catch {
    // CORS refusal or network failure: the browser hides which, by design.
    return 'unknown';
  }
  if (!response.ok) return 'refused';
  return framingVerdict(response.headers, response.url || url, window.location.origin);
};
