/**
 * CORS for the browser app. The gateway is public by design (anonymous analysis is allowed), so
 * CORS is not its defence — the rate limits are; an origin list only keeps other sites' pages
 * from using it through their visitors' browsers.
 */
export const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers':
    'Authorization, Content-Type, X-Photo-Sizes, X-Product-Codes, X-Product-Code-Confirmed',
  'access-control-max-age': '3600',
};

export function corsHeaders(origin: string | undefined, allowed: '*' | string[]): Record<string, string> {
  if (allowed === '*') return { 'access-control-allow-origin': '*' };
  if (origin && allowed.includes(origin)) return { 'access-control-allow-origin': origin, vary: 'Origin' };
  return { vary: 'Origin' };
}
